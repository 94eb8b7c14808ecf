/**
 * Statistics, kept per rule set: pure functions over one versioned, JSON-serialisable record. What is
 * read back (storage, an imported file) is untrusted: `parseStats` checks every field and never throws.
 * Derived figures (the win rate) are computed, never stored, so they cannot disagree with the counts.
 */
import { DEFAULT_RULES, echo, err, ok, makeRuleOptions, PRESETS, RULE_KEYS, parseRuleOptions, type Result, type RuleKey, type Rules } from '../engine';
import { formatList, presetName, t, type MessageKey } from '../i18n';
import { parseDailyDate, type DailyDate } from './daily/dailyDate';
import { recordDailyWin, type DailyWins, type DayBest } from './daily/dailyRecord';

/** A rule set's stable name in the record: its URL options, `draw=3&passes=unlimited&…`. */
export type RulesKey = string;

/** One finished game, for the chart of recent results. */
export interface RecentGame {
  readonly won: boolean;
  readonly score: number;
  readonly moves: number;
  /** Playing time in milliseconds. */
  readonly ms: number;
  /** When it ended, in milliseconds since 1970. */
  readonly at: number;
}

export interface RuleStats {
  readonly played: number;
  readonly won: number;
  /** Positive: wins in a row; negative: losses in a row; 0 before the first game. */
  readonly currentStreak: number;
  readonly bestWinStreak: number;
  /** Milliseconds of the quickest win; null until the first win. */
  readonly bestTimeMs: number | null;
  /** Moves of the shortest win; null until the first win. */
  readonly fewestMoves: number | null;
  /** Highest score of a won game; null until the first win (a loss's score is no record to beat). */
  readonly bestScore: number | null;
  /** The last `RECENT_LIMIT` games, oldest first. */
  readonly recent: readonly RecentGame[];
}

export interface StatsRecord {
  readonly version: typeof STATS_VERSION;
  readonly byRules: Readonly<Record<RulesKey, RuleStats>>;
  /** The Vegas bank after the last vegas-cumulative game. */
  readonly vegasBank: number;
  /** The daily record (src/app/daily); absent until the first daily deal is won, and in older records. */
  readonly daily?: DailyWins;
}

/** How a game ended, as the controller knows it. */
export interface GameResult {
  readonly won: boolean;
  readonly score: number;
  readonly moves: number;
  readonly elapsedMs: number;
  /** Wall-clock time it ended (Date.now()). */
  readonly at: number;
  /** The date whose daily deal this game was, if it was one. */
  readonly daily?: DailyDate;
}

export const STATS_VERSION = 1;
/** The tag of an exported file, so that a save or any other JSON is not taken for statistics. */
export const STATS_FORMAT = 'klondike-stats';
export const RECENT_LIMIT = 50;
/** Bounds that keep a hostile record from asking for absurd work or numbers. */
export const MAX_RULE_SETS = 500;
const MAX_SCORE = 1e9;
const MAX_MS = 1e11; // about three years of play
const MAX_IMPORT_CHARS = 8_000_000;

export function emptyStats(): StatsRecord {
  return { version: STATS_VERSION, byRules: {}, vegasBank: 0 };
}

export function emptyRuleStats(): RuleStats {
  return { played: 0, won: 0, currentStreak: 0, bestWinStreak: 0, bestTimeMs: null, fewestMoves: null, bestScore: null, recent: [] };
}

/**
 * Rules that do not make another game for the statistics: JSolitaire's opening turn is the first draw
 * a player would make anyway (it changes no deal's chances), and JSolitaire's record from before the
 * rule existed stays its own; the play style (what a tap does, what moves by itself) is the player's
 * manner, not another game, and records from before rules named it stay whole.
 */
const SAME_GAME_FOR_STATS: readonly string[] = ['openingTurn', 'style'];

export function makeRulesKey(rules: Rules): RulesKey {
  return makeRuleOptions(rules)
    .filter(([name]) => !SAME_GAME_FOR_STATS.includes(name))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The rules a key stands for; refused unless the key is exactly what `makeRulesKey` writes. */
export function parseRulesKey(key: string): Result<Rules, string> {
  const refused = err(`${echo(key)} is not a rule set`);
  if (key.length > 300) return refused;
  const options = key.split('&').map((part): [string, string] => {
    const at = part.indexOf('=');
    return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
  });
  // Only rule names reach the engine's parser: it looks names up in a plain object (`toString` …).
  if (!options.every(([name]) => (RULE_KEYS as readonly string[]).includes(name))) return refused;
  const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, options);
  if (rejected.length > 0 || makeRulesKey(rules) !== key) return refused;
  // A preset's key reads back as the preset (its rules the key leaves out included).
  return ok(PRESETS.find((p) => makeRulesKey(p.rules) === key)?.rules ?? rules);
}

/** Words for each option value, used when a rule set is not a named preset (the keys written out for the catalogue test). */
const RULE_PHRASES: { readonly [K in RuleKey]: (value: Rules[K]) => string } = {
  draw: (draw) => t('rulesets.draw', { count: draw }),
  passes: (passes) => (passes === null ? t('rulesets.passes.unlimited') : t('rulesets.passes', { count: passes })),
  moves: (moves) => t(moves === 'strict' ? 'rulesets.moves.strict' : 'rulesets.moves.relaxed'),
  build: (build) => t(build === 'alternate' ? 'rulesets.build.alternate' : 'rulesets.build.anySuit'),
  empty: (empty) => t(empty === 'king' ? 'rulesets.empty.king' : 'rulesets.empty.any'),
  fromFoundation: (allowed) => t(allowed ? 'rulesets.fromFoundation.yes' : 'rulesets.fromFoundation.no'),
  turn: (turn) => t(turn === 'auto' ? 'rulesets.turn.auto' : 'rulesets.turn.manual'),
  undo: (undo) => t(undo === 'unlimited' ? 'rulesets.undo.unlimited' : 'rulesets.undo.single'),
  scoring: (scoring) => t(SCORING_PHRASES[scoring]),
  openingTurn: (turned) => t(turned ? 'rulesets.openingTurn.yes' : 'rulesets.openingTurn.no'),
};

const SCORING_PHRASES: { readonly [K in Rules['scoring']]: MessageKey } = {
  standard: 'rulesets.scoring.standard',
  jsolitaire: 'rulesets.scoring.jsolitaire',
  vegas: 'rulesets.scoring.vegas',
  'vegas-cumulative': 'rulesets.scoring.vegasCumulative',
  foundation: 'rulesets.scoring.foundation',
  'windows-help': 'rulesets.scoring.windowsHelp',
  none: 'rulesets.scoring.none',
};

/** Always named, the rest only where they differ from the default rules (so the name stays unique). */
const ALWAYS_NAMED: readonly (keyof Rules)[] = ['draw', 'passes', 'scoring'];

/**
 * A preset whose rules changed leaves its earlier games under the earlier rule set's key: that key
 * keeps the preset's name, with the difference. JSolitaire scored by the standard (floored) system
 * before it had its own.
 */
function earlierPresetName(key: string): string | undefined {
  const jsolitaire = PRESETS.find((p) => p.id === 'jsolitaire')!;
  return key === makeRulesKey({ ...jsolitaire.rules, scoring: 'standard' }) ? t('rulesets.jsolitaireStandard', { preset: presetName(jsolitaire) }) : undefined;
}

/** A preset's name ("Thumb and Pouch"), or "Custom: draw 3, 2 passes, Vegas scoring, single undo". */
export function rulesName(rules: Rules): string {
  const key = makeRulesKey(rules);
  const preset = PRESETS.find((p) => makeRulesKey(p.rules) === key);
  if (preset !== undefined) return presetName(preset);
  const earlier = earlierPresetName(key);
  if (earlier !== undefined) return earlier;
  const phrase = <K extends RuleKey>(key: K): string => RULE_PHRASES[key](rules[key]);
  const named = RULE_KEYS.filter((key) => ALWAYS_NAMED.includes(key) || rules[key] !== DEFAULT_RULES[key]);
  // A list of phrases in the language's own way ("draw 3, 2 passes, Vegas scoring"; 、 in Japanese).
  return t('rulesets.custom', { rules: formatList(named.map(phrase)) });
}

/** The share of games won, 0…1; null before the first game. */
export function winRate(stats: RuleStats): number | null {
  return stats.played === 0 ? null : stats.won / stats.played;
}

/** The figures of one rule set (empty ones when it has none yet). */
export function statsFor(stats: StatsRecord, rules: Rules): RuleStats {
  const key = makeRulesKey(rules);
  return Object.hasOwn(stats.byRules, key) ? stats.byRules[key]! : emptyRuleStats();
}

/** A best figure after a win: the better of the old one (none before the first win) and the win's. */
const bestOf = (old: number | null, value: number, better: (a: number, b: number) => number): number => (old === null ? value : better(old, value));

const whole = (value: number, min: number, max: number): number => (Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : 0);

/**
 * Counts one finished (or abandoned) game. Numbers are rounded and clamped so that the result always
 * passes `parseStats`. A vegas-cumulative game's score is the bank it leaves behind.
 */
export function recordGame(stats: StatsRecord, rules: Rules, result: GameResult): StatsRecord {
  const key = makeRulesKey(rules);
  const before = statsFor(stats, rules);
  const game: RecentGame = {
    won: result.won === true,
    score: whole(result.score, -MAX_SCORE, MAX_SCORE),
    moves: whole(result.moves, 0, Number.MAX_SAFE_INTEGER),
    ms: whole(result.elapsedMs, 0, MAX_MS),
    at: whole(result.at, 0, Number.MAX_SAFE_INTEGER),
  };
  const streak = game.won ? Math.max(before.currentStreak, 0) + 1 : Math.min(before.currentStreak, 0) - 1;
  const after: RuleStats = {
    played: before.played + 1,
    won: before.won + (game.won ? 1 : 0),
    currentStreak: streak,
    bestWinStreak: Math.max(before.bestWinStreak, streak),
    bestTimeMs: game.won ? bestOf(before.bestTimeMs, game.ms, Math.min) : before.bestTimeMs,
    fewestMoves: game.won ? bestOf(before.fewestMoves, game.moves, Math.min) : before.fewestMoves,
    bestScore: game.won ? bestOf(before.bestScore, game.score, Math.max) : before.bestScore,
    recent: [...before.recent, game].slice(-RECENT_LIMIT),
  };
  const daily = game.won && result.daily !== undefined ? recordDailyWin(stats.daily ?? {}, result.daily, game.ms, game.moves) : stats.daily;
  return {
    version: STATS_VERSION,
    byRules: { ...stats.byRules, [key]: after },
    vegasBank: rules.scoring === 'vegas-cumulative' ? game.score : stats.vegasBank,
    ...(daily === undefined ? {} : { daily }),
  };
}

/** The run of like results at the end of `recent`, as a streak (positive: wins; negative: losses). */
function trailingStreak(recent: readonly RecentGame[]): number {
  const last = recent.at(-1);
  if (last === undefined) return 0;
  let run = 0;
  while (run < recent.length && recent[recent.length - 1 - run]!.won === last.won) run++;
  return last.won ? run : -run;
}

/**
 * A game already counted as a loss (abandoned in another tab, ended at `lossAt`) was won after all: it
 * counts as the win instead, not as one more game. Its entry in the recent games becomes the win, the
 * bests take it in, and the current streak is read again from the recent games (exact while they go
 * back past its run). A rule set with no loss left to turn (reset since) counts the win as a new game.
 * The Vegas bank stays: later games have been played on it.
 */
export function recordWinOverLoss(stats: StatsRecord, rules: Rules, result: GameResult, lossAt: number): StatsRecord {
  const before = statsFor(stats, rules);
  if (before.played - before.won < 1) return recordGame(stats, rules, { ...result, won: true });
  const counted = recordGame(emptyStats(), rules, { ...result, won: true });
  const game = statsFor(counted, rules).recent[0]!;
  const lossEnded = whole(lossAt, 0, Number.MAX_SAFE_INTEGER);
  const lossIndex = before.recent.map((entry) => !entry.won && entry.at === lossEnded).lastIndexOf(true);
  const recent = before.recent.map((entry, index) => (index === lossIndex ? game : entry));
  const won = before.won + 1;
  const run = trailingStreak(recent);
  // The whole list one run, and games before it: the run may go back further (as far as the stored streak knew).
  const beyondList = before.played > recent.length && Math.abs(run) === recent.length && Math.sign(before.currentStreak) === Math.sign(run);
  const longest = beyondList && Math.abs(before.currentStreak) > Math.abs(run) ? before.currentStreak : run;
  const streak = Math.min(won, Math.max(-(before.played - won), longest));
  const after: RuleStats = {
    played: before.played,
    won,
    currentStreak: streak,
    bestWinStreak: Math.min(won, Math.max(before.bestWinStreak, streak)),
    bestTimeMs: bestOf(before.bestTimeMs, game.ms, Math.min),
    fewestMoves: bestOf(before.fewestMoves, game.moves, Math.min),
    bestScore: bestOf(before.bestScore, game.score, Math.max),
    recent,
  };
  const daily = result.daily !== undefined ? recordDailyWin(stats.daily ?? {}, result.daily, game.ms, game.moves) : stats.daily;
  return { ...stats, byRules: { ...stats.byRules, [makeRulesKey(rules)]: after }, ...(daily === undefined ? {} : { daily }) };
}

export function setVegasBank(stats: StatsRecord, bank: number): StatsRecord {
  return { ...stats, vegasBank: whole(bank, -MAX_SCORE, MAX_SCORE) };
}

/** Forgets one rule set's figures; the others and the Vegas bank stay. */
export function resetRuleSet(stats: StatsRecord, rules: Rules): StatsRecord {
  const key = makeRulesKey(rules);
  return { ...stats, byRules: Object.fromEntries(Object.entries(stats.byRules).filter(([k]) => k !== key)) };
}

/** Forgets every rule set's figures and the daily record; the Vegas bank is money in play, not a statistic, and stays. */
export function resetAllRuleSets(stats: StatsRecord): StatsRecord {
  return { ...emptyStats(), vegasBank: stats.vegasBank };
}

// ---- Validation ---------------------------------------------------------------------------------

class Invalid extends Error {}

function fail(reason: string): never {
  throw new Invalid(reason);
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A plain data object (what JSON and IndexedDB give back), not an array, class instance or proxy trick. */
function plainObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${what} is not a record`);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) fail(`${what} is not plain data`);
  return value as Record<string, unknown>;
}

/** A plain data object with exactly `keys` (missing, extra or prototype keys are refused). */
function record(value: unknown, keys: readonly string[], what: string): Record<string, unknown> {
  const own = Object.keys(plainObject(value, what));
  const extra = own.find((k) => !keys.includes(k));
  if (extra !== undefined) fail(FORBIDDEN_KEYS.has(extra) ? `${what} contains the forbidden key "${extra}"` : `${what} has an unknown field ${echo(extra)}`);
  const missing = keys.find((k) => !own.includes(k));
  if (missing !== undefined) fail(`${what} has no "${missing}"`);
  return value as Record<string, unknown>;
}

function integer(value: unknown, min: number, max: number, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) fail(`${what} is not a valid number`);
  return value;
}

function integerOrNull(value: unknown, min: number, max: number, what: string): number | null {
  return value === null ? null : integer(value, min, max, what);
}

const RECENT_KEYS = ['won', 'score', 'moves', 'ms', 'at'] as const;
const RULE_STATS_KEYS = ['played', 'won', 'currentStreak', 'bestWinStreak', 'bestTimeMs', 'fewestMoves', 'bestScore', 'recent'] as const;
const TOP_KEYS = ['version', 'byRules', 'vegasBank'] as const;
const DAY_BEST_KEYS = ['bestTimeMs', 'fewestMoves'] as const;
/** Over a century of days: more is no record of ours. */
const MAX_DAILY_DAYS = 40_000;

function parseRecent(value: unknown, what: string): RecentGame {
  const r = record(value, RECENT_KEYS, what);
  if (typeof r.won !== 'boolean') fail(`${what} does not say whether it was won`);
  return {
    won: r.won,
    score: integer(r.score, -MAX_SCORE, MAX_SCORE, `${what}'s score`),
    moves: integer(r.moves, 0, Number.MAX_SAFE_INTEGER, `${what}'s move count`),
    ms: integer(r.ms, 0, MAX_MS, `${what}'s time`),
    at: integer(r.at, 0, Number.MAX_SAFE_INTEGER, `${what}'s date`),
  };
}

/** Reads a stored daily record (the statistics' `daily`, which the store keeps under a key of its own). */
export function parseDailyRecord(value: unknown): Result<DailyWins, string> {
  try {
    return ok(parseDailyWins(value));
  } catch (error) {
    if (error instanceof Invalid) return err(error.message);
    return err('the daily record could not be read');
  }
}

function parseDailyWins(value: unknown): DailyWins {
  const days = plainObject(value, 'the daily record');
  const dates = Object.keys(days);
  if (dates.length > MAX_DAILY_DAYS) fail('the daily record has too many days');
  const wins: Record<DailyDate, DayBest> = {};
  for (const date of dates) {
    if (!parseDailyDate(date).ok) fail(`the daily record names ${echo(date)}, which is not a date`);
    const what = `the daily record of ${date}`;
    const day = record(days[date], DAY_BEST_KEYS, what);
    wins[date] = {
      bestTimeMs: integer(day.bestTimeMs, 0, MAX_MS, `${what}: best time`),
      fewestMoves: integer(day.fewestMoves, 0, Number.MAX_SAFE_INTEGER, `${what}: fewest moves`),
    };
  }
  return wins;
}

function parseRuleStats(value: unknown, name: string): RuleStats {
  const what = `the figures for ${name}`;
  const r = record(value, RULE_STATS_KEYS, what);
  const played = integer(r.played, 0, Number.MAX_SAFE_INTEGER, `${what}: games played`);
  const won = integer(r.won, 0, played, `${what}: games won`);
  const currentStreak = integer(r.currentStreak, -(played - won), won, `${what}: current streak`);
  const bestWinStreak = integer(r.bestWinStreak, Math.max(currentStreak, 0), won, `${what}: best streak`);
  const bestTimeMs = integerOrNull(r.bestTimeMs, 0, MAX_MS, `${what}: best time`);
  const fewestMoves = integerOrNull(r.fewestMoves, 0, Number.MAX_SAFE_INTEGER, `${what}: fewest moves`);
  // Records written before best scores counted only wins may hold a loss's score without a win: dropped.
  const bestScore = won === 0 ? null : integerOrNull(r.bestScore, -MAX_SCORE, MAX_SCORE, `${what}: best score`);
  if ((won === 0) !== (bestTimeMs === null) || (won === 0) !== (fewestMoves === null)) fail(`${what}: the best time and fewest moves do not match the wins`);
  if ((won === 0) !== (bestScore === null)) fail(`${what}: the best score does not match the wins`);
  // The length is checked before anything is read, so a huge array costs nothing.
  if (!Array.isArray(r.recent)) fail(`${what}: the recent games are not a list`);
  if (r.recent.length > Math.min(played, RECENT_LIMIT)) fail(`${what}: too many recent games`);
  const recent = (r.recent as unknown[]).map((g, i) => parseRecent(g, `${what}: recent game ${i + 1}`));
  if (recent.filter((g) => g.won).length > won) fail(`${what}: more recent wins than wins`);
  return { played, won, currentStreak, bestWinStreak, bestTimeMs, fewestMoves, bestScore, recent };
}

/** Checks untrusted statistics (from storage or a file) field by field. Never throws. */
export function parseStats(json: unknown): Result<StatsRecord, string> {
  try {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) fail('the statistics are not a record');
    const version = (json as Record<string, unknown>).version;
    if (typeof version === 'number' && Number.isInteger(version) && version > STATS_VERSION) {
      fail('the statistics come from a newer version of the game');
    }
    const hasDaily = Object.hasOwn(json, 'daily');
    const top = record(json, hasDaily ? [...TOP_KEYS, 'daily'] : TOP_KEYS, 'the statistics');
    if (top.version !== STATS_VERSION) fail('the statistics have no version this game knows');
    const vegasBank = integer(top.vegasBank, -MAX_SCORE, MAX_SCORE, 'the Vegas bank');
    const rawByRules = plainObject(top.byRules, 'the list of rule sets');
    const keys = Object.keys(rawByRules);
    if (keys.length > MAX_RULE_SETS) fail('the statistics name too many rule sets');
    const byRules: Record<RulesKey, RuleStats> = {};
    for (const key of keys) {
      if (FORBIDDEN_KEYS.has(key)) fail(`the list of rule sets contains the forbidden key "${key}"`);
      const rules = parseRulesKey(key);
      if (!rules.ok) fail(rules.error);
      byRules[key] = parseRuleStats(rawByRules[key], rulesName(rules.value));
    }
    return ok({ version: STATS_VERSION, byRules, vegasBank, ...(hasDaily ? { daily: parseDailyWins(top.daily) } : {}) });
  } catch (error) {
    if (error instanceof Invalid) return err(error.message);
    return err('the statistics could not be read');
  }
}

// ---- Export and import --------------------------------------------------------------------------

/** A file a player can keep or move to another device: pretty JSON, tagged with its format. */
export function makeStatsText(stats: StatsRecord): string {
  const { version, vegasBank, byRules, daily } = stats;
  return `${JSON.stringify({ format: STATS_FORMAT, version, vegasBank, byRules, ...(daily === undefined ? {} : { daily }) }, null, 2)}\n`;
}

/** Reads an exported file (`makeStatsText`); the reason of a refusal reads as part of a sentence. Never throws. */
export function parseStatsText(text: string): Result<StatsRecord, string> {
  if (typeof text !== 'string' || text.length > MAX_IMPORT_CHARS) return err('the file is too large to be a statistics export');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err('the file is not a statistics export (it is not JSON)');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || (json as Record<string, unknown>).format !== STATS_FORMAT) {
    return err('the file is not a Klondike statistics export');
  }
  const { format: _format, ...rest } = json as Record<string, unknown>;
  return parseStats(rest);
}
