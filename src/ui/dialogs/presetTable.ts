/**
 * What each preset plays like, one row a preset, for the Rules dialog: the draw, the passes, how runs
 * move, the play style (auto-moves, what a tap does, FINISH, the stock's corner) and the scoring, with the
 * program it follows and the reading chosen where its text is open to two.
 */
import { PRESETS, playStyleOf, type FinishMode, type Preset, type ScoringId, type TapMode } from '../../engine';
import { scoringName } from '../text/helpText';

export const PRESET_COLUMNS = ['Preset', 'Draw', 'Passes', 'Runs', 'Auto-moves', 'Tap a card', 'Finish', 'Stock', 'Scoring', 'Follows'] as const;

const TAP_WORDS: { readonly [K in TapMode]: string } = { move: 'moves it', select: 'selects it' };
const FINISH_WORDS: { readonly [K in FinishMode]: string } = {
  'home-only': 'cards that can go home now',
  'play-out': 'plays the game out',
};

/** The reading chosen where a scoring system's source leaves it open, said beside its name. */
const SCORING_READINGS: Partial<Record<ScoringId, string>> = {
  // The Windows help's own figures go below 0, and it names no cost for a card taken back.
  'windows-help': 'may go below 0; −1 for a card taken back off a foundation',
};

function scoringCell(scoring: ScoringId): string {
  const reading = SCORING_READINGS[scoring];
  return reading === undefined ? scoringName(scoring) : `${scoringName(scoring)} (${reading})`;
}

/** One preset's row, in the order of `PRESET_COLUMNS`. */
export function presetRow(preset: Preset): string[] {
  const { rules } = preset;
  const style = playStyleOf(rules);
  return [
    preset.name,
    rules.openingTurn ? `${rules.draw}, first turn dealt` : String(rules.draw),
    rules.passes === null ? 'unlimited' : String(rules.passes),
    rules.moves === 'strict' ? 'whole runs' : 'any run',
    style.autoMoves ? 'on' : 'off',
    TAP_WORDS[style.tap],
    FINISH_WORDS[style.finish],
    `top ${style.stockSide}`,
    scoringCell(rules.scoring),
    preset.source,
  ];
}

/** Every preset's row. */
export function presetRows(): string[][] {
  return PRESETS.map(presetRow);
}
