/**
 * What each preset plays like, one row a preset, for the Rules dialog: the draw, the passes, how runs
 * move, the play style (auto-moves, what a tap does, FINISH, the stock's corner) and the scoring, with the
 * program it follows and the reading chosen where its text is open to two. Words are looked up when the
 * table is built, so a change of language shows in the next dialog.
 */
import { PRESETS, playStyleOf, type FinishMode, type Preset, type ScoringId, type TapMode } from '../../engine';
import { formatNumber, t, type MessageKey } from '../../i18n';
import { presetName, presetSource, scoringName } from '../../i18n/ruleNames';

/** The columns, by id (the English heading: code and tests name a column so); `presetColumnTitles` gives the words shown. */
export const PRESET_COLUMNS = ['Preset', 'Draw', 'Passes', 'Runs', 'Auto-moves', 'Tap a card', 'Finish', 'Stock', 'Scoring', 'Follows'] as const;
export type PresetColumn = (typeof PRESET_COLUMNS)[number];

const COLUMN_KEYS: { readonly [K in PresetColumn]: MessageKey } = {
  Preset: 'rules.table.preset',
  Draw: 'rules.table.draw',
  Passes: 'rules.table.passes',
  Runs: 'rules.table.runs',
  'Auto-moves': 'rules.table.autoMoves',
  'Tap a card': 'rules.table.tap',
  Finish: 'rules.table.finish',
  Stock: 'rules.table.stock',
  Scoring: 'rules.table.scoring',
  Follows: 'rules.table.follows',
};

/** The column headings in the language shown, in the order of `PRESET_COLUMNS`. */
export function presetColumnTitles(): string[] {
  return PRESET_COLUMNS.map((column) => t(COLUMN_KEYS[column]));
}

const TAP_KEYS: { readonly [K in TapMode]: MessageKey } = { move: 'rules.table.tapMove', select: 'rules.table.tapSelect' };
const FINISH_KEYS: { readonly [K in FinishMode]: MessageKey } = {
  'home-only': 'rules.table.finishHomeOnly',
  'play-out': 'rules.table.finishPlayOut',
};

/** The reading chosen where a scoring system's source leaves it open, said beside its name. */
const SCORING_READINGS: Partial<Record<ScoringId, MessageKey>> = {
  // The Windows help's own figures go below 0, and it names no cost for a card taken back.
  'windows-help': 'rules.table.readingWindowsHelp',
};

function scoringCell(scoring: ScoringId): string {
  const reading = SCORING_READINGS[scoring];
  return reading === undefined ? scoringName(scoring) : t('rules.table.scoringWithReading', { scoring: scoringName(scoring), reading: t(reading) });
}

/** One preset's row, in the order of `PRESET_COLUMNS`. */
export function presetRow(preset: Preset): string[] {
  const { rules } = preset;
  const style = playStyleOf(rules);
  return [
    presetName(preset),
    rules.openingTurn ? t('rules.table.drawFirstTurn', { draw: rules.draw }) : formatNumber(rules.draw),
    rules.passes === null ? t('rules.table.passesUnlimited') : formatNumber(rules.passes),
    t(rules.moves === 'strict' ? 'rules.table.runsWhole' : 'rules.table.runsAny'),
    t(style.autoMoves ? 'rules.table.on' : 'rules.table.off'),
    t(TAP_KEYS[style.tap]),
    t(FINISH_KEYS[style.finish]),
    t('rules.table.stockSide', { side: style.stockSide }),
    scoringCell(rules.scoring),
    presetSource(preset),
  ];
}

/** Every preset's row. */
export function presetRows(): string[][] {
  return PRESETS.map(presetRow);
}
