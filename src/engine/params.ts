/**
 * Rules from named text options — the URL parameters and the CLI's `--draw 3 …` flags.
 * A bad value is ignored and reported, never fatal: a bad value never breaks the app.
 */
import { echo } from './echo';
import { STYLE_IDS } from './playStyle';
import { presetById, presetForDraw } from './presets';
import {
  BUILD_RULES,
  EMPTY_COLUMN_RULES,
  MAX_PASSES,
  SCORING_IDS,
  STACK_MOVES,
  TURN_MODES,
  UNDO_MODES,
  describeRulesError,
  parseRules,
  type Rules,
} from './rules';

export interface RejectedOption {
  readonly key: string;
  readonly value: string;
  /** Why, as a code the app words in the player's language: no such preset, not a value of this option, or not with the others. */
  readonly code: 'no-preset' | 'bad-value' | 'conflict';
  /** Why, in English (the command line's words). */
  readonly message: string;
}

type Parser = (value: string) => Partial<Rules> | null;

const yesNo = (value: string): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);
const literal =
  <K extends keyof Rules>(key: K, allowed: readonly string[]): Parser =>
  (value) =>
    allowed.includes(value) ? ({ [key]: value } as unknown as Partial<Rules>) : null;

/** Each rule option's text form → a partial rules record, or null for a bad value. */
const RULE_OPTION_PARSERS: Readonly<Record<string, Parser>> = {
  draw: (v) => (/^[1-5]$/.test(v) ? { draw: Number(v) as Rules['draw'] } : null),
  passes: (v) => {
    if (v === 'unlimited') return { passes: null };
    const n = /^\d{1,4}$/.test(v) ? Number(v) : NaN;
    return n >= 1 && n <= MAX_PASSES ? { passes: n } : null;
  },
  moves: literal('moves', STACK_MOVES),
  build: literal('build', BUILD_RULES),
  empty: literal('empty', EMPTY_COLUMN_RULES),
  fromFoundation: (v) => {
    const b = yesNo(v);
    return b === null ? null : { fromFoundation: b };
  },
  turn: literal('turn', TURN_MODES),
  undo: literal('undo', UNDO_MODES),
  scoring: literal('scoring', SCORING_IDS),
  openingTurn: (v) => {
    const b = yesNo(v);
    return b === null ? null : { openingTurn: b };
  },
  style: literal('style', STYLE_IDS),
};

export const RULE_OPTION_NAMES: readonly string[] = ['preset', ...Object.keys(RULE_OPTION_PARSERS)];

/**
 * Options are read in this order: a `preset` first sets every rule, then single rules change it. A
 * preset with another draw count takes its family's member for that draw (`preset=windows&draw=3` is
 * Windows' draw three, with its unlimited redeals), so the other options change that one.
 */
export function parseRuleOptions(base: Rules, options: Iterable<readonly [string, string]>): { rules: Rules; rejected: RejectedOption[] } {
  const entries = [...options];
  const rejected: RejectedOption[] = [];
  let rules = base;
  const draw = RULE_OPTION_PARSERS.draw!(entries.filter(([k]) => k === 'draw').at(-1)?.[1] ?? '')?.draw;
  for (const [key, value] of entries.filter(([k]) => k === 'preset')) {
    const preset = presetById(value);
    if (preset) rules = (draw === undefined ? preset : presetForDraw(preset, draw)).rules;
    else rejected.push({ key, value, code: 'no-preset', message: `there is no preset called ${echo(value)}` });
  }
  const accepted: { key: string; value: string; change: Partial<Rules> }[] = [];
  for (const [key, value] of entries) {
    if (key === 'preset') continue;
    // Own keys only: a URL may say `?__proto__=1` or `?valueOf=1`, which must not reach the prototype.
    const parser = Object.hasOwn(RULE_OPTION_PARSERS, key) ? RULE_OPTION_PARSERS[key] : undefined;
    if (parser === undefined) continue; // not a rules option (deal, back, sound …): someone else's
    const change = parser(value);
    if (change === null) rejected.push({ key, value, code: 'bad-value', message: `${echo(value)} is not a valid value for ${key}` });
    else accepted.push({ key, value, change });
  }
  // Options are judged together (scoring=vegas&passes=3 is fine in any order); while the whole is an
  // impossible combination, the last option given is dropped and named.
  while (accepted.length > 0) {
    const candidate = parseRules(Object.assign({}, rules, ...accepted.map((a) => a.change)));
    if (candidate.ok) return { rules: candidate.value, rejected };
    const dropped = accepted.pop()!;
    rejected.push({ key: dropped.key, value: dropped.value, code: 'conflict', message: describeRulesError(candidate.error) });
  }
  return { rules, rejected };
}

/** The rules as text options, the inverse of `parseRuleOptions` (for share links and the CLI), the style last when known. */
export function makeRuleOptions(rules: Omit<Rules, 'style'> & { readonly style?: Rules['style'] }): [string, string][] {
  const options: [string, string][] = [
    ['draw', String(rules.draw)],
    ['passes', rules.passes === null ? 'unlimited' : String(rules.passes)],
    ['moves', rules.moves],
    ['build', rules.build],
    ['empty', rules.empty],
    ['fromFoundation', rules.fromFoundation ? 'yes' : 'no'],
    ['turn', rules.turn],
    ['undo', rules.undo],
    ['scoring', rules.scoring],
    ['openingTurn', rules.openingTurn ? 'yes' : 'no'],
  ];
  // A table's snapshot carries the rules of play only: its options leave the style to the base rules.
  if (rules.style !== undefined) options.push(['style', rules.style]);
  return options;
}
