/** The `TableSnapshot` of the automation hook (README) and the CLI: the table as the player sees it. */
import { currentState, type Game } from './game';
import { RULE_KEYS, type Rules } from './rules';
import { isWon } from './state';
import type { CardId } from './types';

export interface TableSnapshot {
  /** The rules of play (RULE_KEYS): the play style is the app's manner, not part of the table. */
  readonly rules: Omit<Rules, 'style'>;
  readonly deal: number;
  readonly stock: CardId[];
  readonly waste: CardId[];
  readonly foundations: CardId[][];
  readonly tableau: { down: CardId[]; up: CardId[] }[];
  readonly pass: number;
  readonly score: number;
  readonly moves: number;
  readonly won: boolean;
}

/** The rules of play alone (RULE_KEYS, in their order), without the style: what a snapshot shows. */
export function rulesOfPlay(rules: Rules): Omit<Rules, 'style'> {
  return Object.fromEntries(RULE_KEYS.map((k) => [k, rules[k]])) as unknown as Omit<Rules, 'style'>;
}

export function snapshotOf(game: Game): TableSnapshot {
  const state = currentState(game);
  return {
    rules: rulesOfPlay(game.rules), // a stable key order
    deal: game.deal,
    stock: [...state.stock],
    waste: [...state.waste],
    foundations: state.foundations.map((f) => [...f]),
    tableau: state.tableau.map((c) => ({ down: [...c.down], up: [...c.up] })),
    pass: state.pass,
    score: state.score,
    moves: state.moves,
    won: isWon(state),
  };
}
