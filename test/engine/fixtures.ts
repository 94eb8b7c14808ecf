/** Builders for hand-made positions in table-driven tests (they need not hold all 52 cards). */
import { DEFAULT_RULES, isCardId, type CardId, type GameState, type Rules } from '../../src/engine';

/** Card ids written with spaces: `'AS 2S QH'`. */
export function cards(text: string | undefined): CardId[] {
  if (text === undefined) return [];
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      if (!isCardId(t)) throw new Error(`fixture: "${t}" is not a card id`);
      return t;
    });
}

export interface PositionSpec {
  /** Bottom → top; the last card is drawn first. */
  stock?: string;
  waste?: string;
  /** Up to four piles, bottom → top. */
  foundations?: string[];
  /** Up to seven columns written "down cards | up cards", or just the face-up cards. */
  tableau?: string[];
  pass?: number;
  score?: number;
  moves?: number;
}

export function position(spec: PositionSpec): GameState {
  const foundations = [0, 1, 2, 3].map((i) => cards(spec.foundations?.[i]));
  const tableau = [0, 1, 2, 3, 4, 5, 6].map((i) => {
    const text = spec.tableau?.[i] ?? '';
    const [down, up] = text.includes('|') ? text.split('|') : ['', text];
    return { down: cards(down), up: cards(up) };
  });
  return {
    stock: cards(spec.stock),
    waste: cards(spec.waste),
    foundations,
    tableau,
    pass: spec.pass ?? 1,
    score: spec.score ?? 0,
    moves: spec.moves ?? 0,
  };
}

export function rulesWith(overrides: Partial<Rules>): Rules {
  return { ...DEFAULT_RULES, ...overrides };
}
