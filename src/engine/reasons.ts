/**
 * Why a move was refused. Every illegal move carries one of these codes; src/i18n/refusals.ts puts them into
 * words (Klondike 2.3's "context-sensitive error messages").
 */
export const REASONS = [
  // the cards themselves
  'face-down',
  'card-not-there',
  'not-top-card',
  'empty-source',
  // building on the tableau
  'not-alternating',
  'same-suit',
  'not-descending',
  'king-only',
  'target-face-down',
  'strict-whole-run',
  // foundations
  'ace-only',
  'foundation-suit',
  'foundation-rank',
  'foundation-locked',
  // the stock
  'pass-limit',
  'stock-empty',
  // turning face-down cards
  'nothing-to-turn',
  'turn-is-automatic',
  // where cards may come from or go to
  'bad-source',
  'bad-destination',
  'onto-stock-or-waste',
  'same-pile',
  // a card tapped to go to its best place, when it has no legal place at all
  'nowhere-to-go',
  // the written notation
  'bad-notation',
  'ambiguous',
] as const;
export type Reason = (typeof REASONS)[number];
