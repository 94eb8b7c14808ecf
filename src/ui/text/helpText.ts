/**
 * The words of the Help screen: the rules of the variant being played, generated from the rules
 * record (one sentence per option value, through lookup tables of message keys), every gesture and
 * every key. Each is read when Help opens, so a change of language shows in the next Help.
 */
import type { BuildRule, EmptyColumnRule, Rules, ScoringId, StackMoves, TurnMode, UndoMode } from '../../engine';
import { formatMoney, t, type MessageKey } from '../../i18n';
import { COMMANDS, COMMAND_KEYS, commandLabel, keysText } from '../input/commandKeys';

const BUILD_TEXT: { readonly [K in BuildRule]: MessageKey } = {
  alternate: 'help.rules.build.alternate',
  'any-suit': 'help.rules.build.anySuit',
};

const MOVES_TEXT: { readonly [K in StackMoves]: MessageKey } = {
  strict: 'help.rules.moves.strict',
  relaxed: 'help.rules.moves.relaxed',
};

const EMPTY_TEXT: { readonly [K in EmptyColumnRule]: MessageKey } = {
  king: 'help.rules.empty.king',
  any: 'help.rules.empty.any',
};

const TURN_TEXT: { readonly [K in TurnMode]: MessageKey } = {
  auto: 'help.rules.turn.auto',
  manual: 'help.rules.turn.manual',
};

const UNDO_TEXT: { readonly [K in UndoMode]: MessageKey } = {
  unlimited: 'help.rules.undo.unlimited',
  single: 'help.rules.undo.single',
};

const SCORING_TEXT: { readonly [K in ScoringId]: MessageKey } = {
  standard: 'help.rules.scoring.standard',
  jsolitaire: 'help.rules.scoring.jsolitaire',
  vegas: 'help.rules.scoring.vegas',
  'vegas-cumulative': 'help.rules.scoring.vegasCumulative',
  foundation: 'help.rules.scoring.foundation',
  'windows-help': 'help.rules.scoring.windowsHelp',
  none: 'help.rules.scoring.none',
};

/** Vegas's stake and its pay per card home, as the language writes dollars. */
const VEGAS_STAKE = 52;
const VEGAS_PER_CARD = 5;

function scoringText(scoring: ScoringId): string {
  return t(SCORING_TEXT[scoring], { stake: formatMoney(VEGAS_STAKE), perCard: formatMoney(VEGAS_PER_CARD) });
}

function drawText(rules: Rules): string {
  return t('help.rules.draw', { draw: rules.draw });
}

function passesText(passes: number | null): string {
  if (passes === null) return t('help.rules.passesUnlimited');
  if (passes === 1) return t('help.rules.passesOnce');
  return t('help.rules.passes', { passes, redeals: passes - 1 });
}

function openingText(openingTurn: boolean): string {
  return t(openingTurn ? 'help.rules.openingTurn' : 'help.rules.openingDown');
}

function foundationText(fromFoundation: boolean): string {
  return t(fromFoundation ? 'help.rules.fromFoundation' : 'help.rules.foundationLocked');
}

/** The rules of this variant, in plain words: one paragraph per option, in the rules record's order. */
export function describeRules(rules: Rules): string[] {
  return [
    t('help.rules.aim'),
    drawText(rules),
    openingText(rules.openingTurn),
    passesText(rules.passes),
    t(MOVES_TEXT[rules.moves]),
    t(BUILD_TEXT[rules.build]),
    t(EMPTY_TEXT[rules.empty]),
    foundationText(rules.fromFoundation),
    t(TURN_TEXT[rules.turn]),
    t(UNDO_TEXT[rules.undo]),
    scoringText(rules.scoring),
  ];
}

/** Help's first section, open: the aim and how to start, in four short paragraphs for these rules. */
export function howToPlay(rules: Rules): string[] {
  return [
    t('help.rules.aim'),
    t(BUILD_TEXT[rules.build]),
    drawText(rules),
    t('help.howToPlay.stuck', { hintKey: COMMAND_KEYS.hint.key, undoKey: COMMAND_KEYS.undo.key }),
  ];
}

/** The name of the scoring system, for the Rules dialog and the win screen (kept here for its callers). */
export { scoringName } from '../../i18n/ruleNames';

export interface HelpItem {
  readonly what: string;
  readonly how: string;
}

/** Every way to play with a finger or a mouse. */
export function gestures(): HelpItem[] {
  return [
    { what: t('help.gesture.drag'), how: t('help.gesture.dragHow') },
    { what: t('help.gesture.tap'), how: t('help.gesture.tapHow') },
    { what: t('help.gesture.hold'), how: t('help.gesture.holdHow') },
    { what: t('help.gesture.doubleTap'), how: t('help.gesture.doubleTapHow') },
    { what: t('help.gesture.doubleTapFoundation'), how: t('help.gesture.doubleTapFoundationHow') },
    { what: t('help.gesture.tapStock'), how: t('help.gesture.tapStockHow') },
    { what: t('help.gesture.rightClick'), how: t('help.gesture.rightClickHow') },
  ];
}

/** The example that opens the keys' section. */
export function moveKeysIntro(): string {
  return t('help.moveKeys.intro');
}

/**
 * Klondike 2.3's keyboard moves: an origin, then a destination. The keys (`what`) are the project's
 * key notation, the same in every language, but for the word between two keys pressed in turn; what
 * they do is the player's language.
 */
export function moveKeyHelp(): HelpItem[] {
  return [
    { what: '1 – 7, W', how: t('help.moveKeys.from') },
    { what: '1 – 7, F', how: t('help.moveKeys.to') },
    { what: 'P', how: t('help.moveKeys.deal') },
    { what: `F ${t('help.moveKeys.then')} 1 – 4`, how: t('help.moveKeys.fromFoundation') },
    { what: 'Tab, ↑ ↓ ← →, Enter', how: t('help.moveKeys.screenReader') },
    { what: 'Esc', how: t('help.moveKeys.escape') },
  ];
}

/** What the solver adds: where a hint comes from, Show me, a game's review, and the two settings that use it. */
export function solverHelp(): HelpItem[] {
  const showMeKey = COMMAND_KEYS.showMe.key;
  return [
    { what: t('help.solver.hint', { key: COMMAND_KEYS.hint.key }), how: t('help.solver.fairHintHow') },
    { what: t('help.solver.fullHint'), how: t('help.solver.hintHow') },
    { what: t('help.solver.showMe', { key: showMeKey }), how: t('help.solver.showMeHow', { key: showMeKey }) },
    { what: t('help.solver.review'), how: t('help.solver.reviewHow') },
    { what: t('help.solver.winnableOnly'), how: t('help.solver.winnableOnlyHow') },
    { what: t('help.solver.indicator'), how: t('help.solver.indicatorHow') },
    { what: t('help.solver.chance'), how: t('help.solver.chanceHow') },
  ];
}

/** The command keys, from COMMAND_KEYS, as Help lists them. */
export function commandKeyHelp(): HelpItem[] {
  return COMMANDS.map((name) => ({ what: keysText(name), how: commandLabel(name) }));
}
