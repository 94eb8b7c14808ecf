/**
 * Klondike 2.3's keyboard (README, "Keyboard"): origin then destination. Origins `1`–`7`, `W` and `P`; destinations
 * `1`–`7`, `W` and `F`; `P` deals at once, and `P` then a destination plays the card it turned there
 * (`P` then `W`: just the turn); `Esc` cancels. A column key on a column whose top card
 * is face down turns it (manual turning). Pure: keys in, move notation out, so it is unit-tested.
 */
import type { CardId, GameState, PileId, Rules } from '../../engine';
import { FOUNDATION_IDS, TABLEAU_IDS } from '../../engine';

/** The origin chosen so far: a column (1–7), the waste, the pack (after `P`), `F` waiting for a
 *  foundation's number, or a foundation (1–4, to take its top card back into play). */
export type KeyOrigin =
  | { readonly kind: 'column'; readonly column: number }
  | { readonly kind: 'waste' }
  | { readonly kind: 'pack' }
  | { readonly kind: 'foundations' }
  | { readonly kind: 'foundation'; readonly foundation: number }
  | null;

export interface KeyStep {
  readonly origin: KeyOrigin;
  /** Move notation to play, if the key completed a move. */
  readonly play?: string;
  /** A column's card sent to the waste (`1` then `W`), which the engine refuses with its reason. */
  readonly toWaste?: { readonly from: PileId; readonly card: CardId };
  /** True when the key belongs to the move keyboard (so nothing else should handle it). */
  readonly handled: boolean;
}

/** The pile the origin stands for, to show keyboard focus on it. */
export function originPile(origin: KeyOrigin): PileId | null {
  if (origin === null) return null;
  if (origin.kind === 'column') return TABLEAU_IDS[origin.column - 1] ?? null;
  if (origin.kind === 'foundation') return FOUNDATION_IDS[origin.foundation - 1] ?? null;
  if (origin.kind === 'foundations') return null;
  return origin.kind === 'waste' ? 'waste' : 'stock';
}

export function keyStep(origin: KeyOrigin, key: string, state: GameState, rules: Rules): KeyStep {
  const k = key.length === 1 ? key.toUpperCase() : key;
  if (k === 'Escape') return { origin: null, handled: origin !== null };
  const column = /^[1-7]$/.test(k) ? Number(k) : null;

  if (origin === null) {
    if (k === 'P') return { origin: { kind: 'pack' }, play: 'P', handled: true };
    // `F` as an origin (nothing chosen yet): `F` then 1–4 takes that foundation's top card.
    if (k === 'F') return { origin: { kind: 'foundations' }, handled: true };
    if (k === 'W') return { origin: state.waste.length > 0 ? { kind: 'waste' } : null, handled: true };
    if (column !== null) {
      const pile = state.tableau[column - 1]!;
      // A face-down top card is turned by naming its column (manual turning).
      if (rules.turn === 'manual' && pile.up.length === 0 && pile.down.length > 0) return { origin: null, play: `^${column}`, handled: true };
      return { origin: pile.up.length > 0 ? { kind: 'column', column } : null, handled: true };
    }
    return { origin: null, handled: false };
  }

  if (origin.kind === 'foundations' || origin.kind === 'foundation') return foundationOriginStep(origin, k, state) ?? keyStep(null, key, state, rules);
  // Klondike 2.3: "to move from the Pack to pile 1, press P then 1". The turn happened on P, so a
  // destination plays the card it turned, and "P then W" is just the turn. After a P that turned the
  // waste over (nothing to play), the key starts afresh.
  if (origin.kind === 'pack') {
    if (k === 'W') return { origin: null, handled: true };
    if ((column !== null || k === 'F') && state.waste.length > 0) return { origin: null, play: `W>${column ?? 'F'}`, handled: true };
    return keyStep(null, key, state, rules);
  }
  const from = origin.kind === 'waste' ? 'W' : String(origin.column);
  if (k === 'F') return { origin: null, play: `${from}>F`, handled: true };
  if (column !== null) {
    if (origin.kind === 'column' && origin.column === column) return { origin: null, handled: true }; // same key twice cancels
    return { origin: null, play: `${from}>${column}`, handled: true };
  }
  // W is a destination too (Klondike 2.3's "Valid Destinations are 1 to 7, W, and F"), though never a legal one.
  if (k === 'W' && origin.kind === 'column') {
    const card = state.tableau[origin.column - 1]?.up.at(-1);
    if (card !== undefined) return { origin: null, toWaste: { from: TABLEAU_IDS[origin.column - 1]!, card }, handled: true };
  }
  if (k === 'W' || k === 'P') return keyStep(null, key, state, rules);
  return { origin, handled: false };
}

const NUMPAD_DIGIT = /^Numpad([1-7])$/;

/**
 * The move key a key press stands for. Klondike 2.3 (`dosInput`): "the NumLock option is automatically
 * turned on … You can then use the numeric keypad to play": a keypad key counts by its place
 * (`KeyboardEvent.code`), so with NumLock off Numpad1 (End) is still `1`.
 */
export function moveKeyOf(press: { readonly key: string; readonly code: string }, dosInput: boolean): string {
  const numpad = dosInput ? NUMPAD_DIGIT.exec(press.code) : null;
  return numpad === null ? press.key : numpad[1]!;
}

/**
 * `F` then a foundation's number (1–4), then a column: a card taken back off a foundation (where the
 * rules allow it; the controller says why not). Undefined when the key is not part of it and starts afresh.
 */
function foundationOriginStep(origin: Extract<KeyOrigin, { kind: 'foundations' | 'foundation' }>, k: string, state: GameState): KeyStep | undefined {
  if (origin.kind === 'foundations') {
    if (!/^[1-4]$/.test(k)) return k === 'F' ? { origin: null, handled: true } : undefined;
    const foundation = Number(k);
    return { origin: (state.foundations[foundation - 1]?.length ?? 0) > 0 ? { kind: 'foundation', foundation } : null, handled: true };
  }
  if (/^[1-7]$/.test(k)) return { origin: null, play: `F${origin.foundation}>${k}`, handled: true };
  return k === 'F' ? { origin: null, handled: true } : undefined;
}
