/**
 * Which rules decide whether a deal can be won: the key of the shipped winnable-deal lists
 * (winnableDealList.ts) and of the deals found in the background (winnableDeals.ts).
 */
import type { Rules } from '../../engine';

/**
 * The rules that decide whether a deal can be won. Turning, undo and scoring do not, nor JSolitaire's
 * opening turn: it is the draw a player could make first, and any line from the plain deal can make
 * its first draw before its other moves, which never touch the stock, so one list serves both.
 */
export function winnabilityKey(rules: Rules): string {
  return [rules.draw, rules.passes ?? 'unlimited', rules.moves, rules.build, rules.empty, rules.fromFoundation ? 'back' : 'locked'].join('/');
}
