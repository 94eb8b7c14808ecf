/**
 * The one serialisable rules record that describes every Klondike variant of the seeds,
 * and its validation. Field names and values are the URL parameters (see the README).
 */
import { echo } from './echo';
import { STYLE_IDS, type StyleId } from './playStyle';
import { err, ok, type Result } from './result';

export const DRAW_COUNTS = [1, 2, 3, 4, 5] as const;
export type DrawCount = (typeof DRAW_COUNTS)[number];

export const STACK_MOVES = ['strict', 'relaxed'] as const;
/** `strict`: the whole face-up run moves as a unit (Klondike 2.3); `relaxed`: a run from a face-up card of the player's choice. */
export type StackMoves = (typeof STACK_MOVES)[number];

export const BUILD_RULES = ['alternate', 'any-suit'] as const;
/** `alternate`: red on black; `any-suit`: a different suit, whatever its colour ("Thumb and Pouch"). */
export type BuildRule = (typeof BUILD_RULES)[number];

export const EMPTY_COLUMN_RULES = ['king', 'any'] as const;
export type EmptyColumnRule = (typeof EMPTY_COLUMN_RULES)[number];

export const TURN_MODES = ['auto', 'manual'] as const;
export type TurnMode = (typeof TURN_MODES)[number];

export const UNDO_MODES = ['unlimited', 'single'] as const;
/** `single`: Klondike 2.3's one-level UNDO, not after FINISH or another UNDO, and no redo. */
export type UndoMode = (typeof UNDO_MODES)[number];

export const SCORING_IDS = ['standard', 'jsolitaire', 'vegas', 'vegas-cumulative', 'foundation', 'windows-help', 'none'] as const;
export type ScoringId = (typeof SCORING_IDS)[number];

/** Passes through the stock are bounded so a hostile record cannot ask for absurd numbers. */
export const MAX_PASSES = 999;

export interface Rules {
  readonly draw: DrawCount;
  /** Passes through the stock, the first included; `null` for unlimited. */
  readonly passes: number | null;
  readonly moves: StackMoves;
  readonly build: BuildRule;
  readonly empty: EmptyColumnRule;
  /** May a foundation's top card be played back to the tableau? */
  readonly fromFoundation: boolean;
  readonly turn: TurnMode;
  readonly undo: UndoMode;
  readonly scoring: ScoringId;
  /**
   * JSolitaire: "three cards are initially removed and placed to the right of the deck" — the deal
   * opens with the stock's first turn already made (the draw count's cards on the waste).
   */
  readonly openingTurn: boolean;
  /**
   * The program whose manner the game plays in (what a tap does, what moves by itself, the finish):
   * stated by the rule set the player chose (a preset's, kept when one option changes), never
   * inferred. Not a rule of play: RULE_KEYS leave it out.
   */
  readonly style: StyleId;
}

/** The rules of play: what decides which moves are legal and how they score (not the style). */
export const RULE_KEYS = [
  'draw',
  'passes',
  'moves',
  'build',
  'empty',
  'fromFoundation',
  'turn',
  'undo',
  'scoring',
  'openingTurn',
] as const satisfies readonly (keyof Rules)[];
export type RuleKey = (typeof RULE_KEYS)[number];

/**
 * Fields added after the first saves were written, with the value that reproduces how the game played
 * before them: a record that lacks one (an old save, stored rules, a statistics key) reads it so.
 */
export const LATER_RULE_DEFAULTS: Readonly<Partial<Rules>> = { openingTurn: false };

export type RulesError =
  | { readonly code: 'not-an-object' }
  | { readonly code: 'missing'; readonly key: keyof Rules }
  | { readonly code: 'unknown-key'; readonly key: string }
  | { readonly code: 'bad-value'; readonly key: keyof Rules; readonly value: unknown }
  | { readonly code: 'impossible'; readonly reason: string };

function oneOf<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

const FIELD_CHECKS: { readonly [K in keyof Rules]: (value: unknown) => boolean } = {
  draw: (v) => oneOf(DRAW_COUNTS, v),
  passes: (v) => v === null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_PASSES),
  moves: (v) => oneOf(STACK_MOVES, v),
  build: (v) => oneOf(BUILD_RULES, v),
  empty: (v) => oneOf(EMPTY_COLUMN_RULES, v),
  fromFoundation: (v) => typeof v === 'boolean',
  turn: (v) => oneOf(TURN_MODES, v),
  undo: (v) => oneOf(UNDO_MODES, v),
  scoring: (v) => oneOf(SCORING_IDS, v),
  openingTurn: (v) => typeof v === 'boolean',
  style: (v) => oneOf(STYLE_IDS, v),
};

/**
 * Combinations of otherwise valid options that the rules cannot honour, each with the reason shown
 * to the player. A table, so that a new option adds a line here rather than an `if` elsewhere.
 */
const COMBINATION_CHECKS: readonly ((rules: Rules) => string | null)[] = [
  // A bank carried from game to game prices each game as a bet on a limited run through the pack
  // (Windows' cumulative Vegas). Plain Vegas with unlimited passes is JSolitaire's, so it is allowed.
  (rules) =>
    rules.scoring === 'vegas-cumulative' && rules.passes === null ? 'Cumulative Vegas scoring needs a limited number of passes through the stock' : null,
];

/**
 * Checks an untrusted value field by field; an unknown key or a bad value is an error with a reason.
 * A record without a style (written before rules named one) takes `styleOfOldRecord`'s, when the
 * caller reads old records; without it, a missing style is an error like any missing field.
 */
export function parseRules(value: unknown, styleOfOldRecord?: (rules: Omit<Rules, 'style'>) => StyleId): Result<Rules, RulesError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err({ code: 'not-an-object' });
  const record = { ...LATER_RULE_DEFAULTS, ...(value as Record<string, unknown>) };
  for (const key of Object.keys(record)) {
    if (key !== 'style' && !oneOf(RULE_KEYS, key)) return err({ code: 'unknown-key', key });
  }
  for (const key of RULE_KEYS) {
    if (!Object.hasOwn(record, key)) return err({ code: 'missing', key });
    if (!FIELD_CHECKS[key](record[key])) return err({ code: 'bad-value', key, value: record[key] });
  }
  const rulesOfPlay = Object.fromEntries(RULE_KEYS.map((k) => [k, record[k]])) as unknown as Omit<Rules, 'style'>;
  let style: StyleId;
  if (Object.hasOwn(record, 'style')) {
    if (!FIELD_CHECKS.style(record.style)) return err({ code: 'bad-value', key: 'style', value: record.style });
    style = record.style as StyleId;
  } else if (styleOfOldRecord !== undefined) style = styleOfOldRecord(rulesOfPlay);
  else return err({ code: 'missing', key: 'style' });
  const rules: Rules = { ...rulesOfPlay, style };
  for (const check of COMBINATION_CHECKS) {
    const reason = check(rules);
    if (reason !== null) return err({ code: 'impossible', reason });
  }
  return ok(rules);
}

/** Human-readable text for a rules error, for the CLI and notices. */
export function describeRulesError(error: RulesError): string {
  switch (error.code) {
    case 'not-an-object':
      return 'the rules are not a record';
    case 'missing':
      return `the rule "${error.key}" is missing`;
    case 'unknown-key':
      return `there is no rule called ${echo(error.key)}`;
    case 'bad-value':
      return `${echo(error.value)} is not a valid value for "${error.key}"`;
    case 'impossible':
      return error.reason;
  }
}

/** Do the two records play by the same rules (whatever their styles)? */
export function rulesEqual(a: Omit<Rules, 'style'>, b: Omit<Rules, 'style'>): boolean {
  return RULE_KEYS.every((k) => a[k] === b[k]);
}
