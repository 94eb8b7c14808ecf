/**
 * The words of the Help screen: the rules of the variant being played, generated from the rules
 * record (one sentence per option value, through lookup tables), every gesture and every key.
 */
import { plural, type BuildRule, type EmptyColumnRule, type Rules, type ScoringId, type StackMoves, type TurnMode, type UndoMode } from '../../engine';
import { COMMANDS, COMMAND_KEYS, commandLabel, keysText } from '../input/commandKeys';

const BUILD_TEXT: { readonly [K in BuildRule]: string } = {
  alternate: 'On the seven columns, build down in alternating colours: a red seven on a black eight, a black seven on a red eight.',
  'any-suit': 'On the seven columns, build down on any other suit: a seven goes on any eight of a different suit ("Thumb and Pouch").',
};

const MOVES_TEXT: { readonly [K in StackMoves]: string } = {
  strict:
    'Strict moves: the face-up cards of a column move together as one unit, starting from the lowest face-up card; only the top card may go alone to a foundation.',
  relaxed: 'Relaxed moves: you may move the top card alone, or any run of face-up cards that starts at the top.',
};

const EMPTY_TEXT: { readonly [K in EmptyColumnRule]: string } = {
  king: 'Only a king, or a run that starts with a king, may fill an empty column.',
  any: 'Any card, or any run, may fill an empty column.',
};

const TURN_TEXT: { readonly [K in TurnMode]: string } = {
  auto: 'A face-down card left on top of a column turns over by itself.',
  manual: 'A face-down card left on top of a column stays down until you turn it: tap it (or press its column number).',
};

const UNDO_TEXT: { readonly [K in UndoMode]: string } = {
  unlimited: 'Undo and Redo go back and forward through every move of the game.',
  single: 'Undo takes back only the last move, and not after Finish or another Undo; there is no Redo.',
};

const SCORING_TEXT: { readonly [K in ScoringId]: string } = {
  standard:
    'Standard scoring: 10 points for each card home, 5 for turning a face-down card or moving a waste card to a column, minus 15 for taking a card off a foundation; going through the stock again costs 100 points when drawing one, 20 after the third pass when drawing more. The score never goes below 0.',
  jsolitaire:
    "JSolitaire's scoring: 10 points for each card home, 5 for turning a face-down card or moving a card from the waste to a column (a move between columns scores nothing), minus 15 for taking a card off a foundation; going through the stock again costs 100 points when drawing one, 20 after the third pass when drawing more. The score may go below 0.",
  vegas: 'Vegas scoring: the game costs $52 and each card home wins $5 back (a card taken off a foundation gives its $5 back).',
  'vegas-cumulative': 'Vegas cumulative scoring: as Vegas, $52 a game and $5 a card home, and your bank carries over from one game to the next.',
  foundation: 'One point for each card home; a card taken off a foundation takes its point back.',
  'windows-help':
    'Windows scoring: 1 point for each card home and each card turned over, minus 5 for each new pass through the stock, so the score may go below 0 (3 points, then a redeal: −2). The Windows help names no cost for taking a card back off a foundation: here it gives its point back (−1). Scoring stops once you undo, restart or load a saved game.',
  none: 'There is no score in this game: the aim is simply to win.',
};

function drawText(rules: Rules): string {
  const cards = rules.draw === 1 ? 'one card' : `${rules.draw} cards at a time`;
  return `Tap the stock to turn ${cards} onto the waste; the top card of the waste is always playable.`;
}

function passesText(passes: number | null): string {
  if (passes === null) return 'When the stock is empty, tap it to turn the waste over and go through it again, as often as you like.';
  if (passes === 1) return 'You may go through the stock only once: there is no redeal.';
  return `You may go through the stock ${passes} times in all: when it is empty, tap it to turn the waste over (${plural(passes - 1, 'redeal')}).`;
}

function openingText(openingTurn: boolean): string {
  return openingTurn
    ? "The deal opens with the stock's first turn already made: its cards lie face up on the waste (JSolitaire)."
    : 'The deal opens with the whole stock face down and the waste empty.';
}

function foundationText(fromFoundation: boolean): string {
  return fromFoundation ? 'A card on a foundation stays in play: you may move its top card back onto a column.' : 'Once on a foundation, a card stays there.';
}

const AIM = 'Build the four foundations up by suit, from ace to king. You win when all 52 cards are home.';

/** The rules of this variant, in plain words: one paragraph per option, in the rules record's order. */
export function describeRules(rules: Rules): string[] {
  return [
    AIM,
    drawText(rules),
    openingText(rules.openingTurn),
    passesText(rules.passes),
    MOVES_TEXT[rules.moves],
    BUILD_TEXT[rules.build],
    EMPTY_TEXT[rules.empty],
    foundationText(rules.fromFoundation),
    TURN_TEXT[rules.turn],
    UNDO_TEXT[rules.undo],
    SCORING_TEXT[rules.scoring],
  ];
}

/** Help's first section, open: the aim and how to start, in four short paragraphs for these rules. */
export function howToPlay(rules: Rules): string[] {
  return [
    AIM,
    BUILD_TEXT[rules.build],
    drawText(rules),
    `Drag a card (and the cards on it) where it should go, or tap it. Stuck? Hint (${COMMAND_KEYS.hint.key}) shows a move; Undo (${COMMAND_KEYS.undo.key}) takes one back.`,
  ];
}

/** The name of the scoring system, for the Rules dialog and the win screen (kept here for its callers). */
export { scoringName } from './ruleNames';

export interface HelpItem {
  readonly what: string;
  readonly how: string;
}

/** Every way to play with a finger or a mouse. */
export const GESTURES: readonly HelpItem[] = [
  { what: 'Drag', how: 'Drag a card (and the cards on it) to where it should go; the places it may go light up.' },
  {
    what: 'Tap',
    how: 'Tap a card: it goes to its best place (home first, then a column). With "Tap a card: selects it" (Settings; the Klondike 2.3 and JSolitaire presets\' way), the tap selects it and a second tap on a pile places it; a tap on the table\'s felt, or Esc, cancels.',
  },
  { what: 'Press and hold', how: 'Press and hold a card to select it, then tap where it should go. Tap it again to cancel.' },
  { what: 'Double-tap', how: 'Double-tap a card to send it home to its foundation.' },
  { what: 'Double-tap a foundation', how: 'Plays every card that can go home (the same as Finish).' },
  { what: 'Tap the stock', how: 'Deals cards onto the waste; when the stock is empty, turns the waste over if a pass is left.' },
  { what: 'Right-click', how: 'On the table, not on its bars or a dialog: the same as tapping the stock. Both buttons at once cancel a selection.' },
];

export const MOVE_KEYS_INTRO =
  'Press where a card comes from, then where it goes: 3 then F sends the top card of column 3 home; W then 5 puts the waste card on column 5.';

/** Klondike 2.3's keyboard moves: an origin, then a destination. */
export const MOVE_KEY_HELP: readonly HelpItem[] = [
  { what: '1 – 7, W', how: 'Choose where to take a card from: a column, or the waste.' },
  { what: '1 – 7, F', how: 'Then choose where it goes: a column, or its foundation.' },
  { what: 'P', how: 'Deal from the stock; P then 1 – 7 or F plays the card it turned there (P then W: just the deal).' },
  { what: 'F then 1 – 4', how: 'With nothing chosen yet: take the top card of foundation 1 – 4 back, then choose a column (where the rules allow it).' },
  {
    what: 'Tab, arrows, Enter',
    how: 'The table for screen readers: Tab to it; up and down arrows go from pile to pile, left and right along the cards; Enter or Space picks up a card and then puts it on the pile you go to; Esc puts it back.',
  },
  { what: 'Esc', how: 'Cancel the selection (or close a dialog).' },
];

/** What the solver adds: where a hint comes from, Show me, a game's review, and the two settings that use it. */
export const SOLVER_HELP: readonly HelpItem[] = [
  {
    what: 'Hint (H)',
    how: '"On a winning line": the solver found a way to win from here and this is its next move. "Best guess": it found none quickly, so this is only a good-looking move.',
  },
  {
    what: 'Show me (S)',
    how: 'In the menu: plays a short winning line from here (as few trips through the stock as it finds, then as few moves), one move at a time, and says how many moves it will take. Stop, S or any move of yours takes over. A game Show me played out does not count as your win.',
  },
  {
    what: 'Review this game',
    how: 'In the menu, in "No more moves" and before New: finds the move after which the game could no longer be won, with a move that still won before it. Go back returns there as Undo would; Show me from there plays it out.',
  },
  { what: 'Winnable deals only', how: 'Settings → Play: every new deal is one the solver has proven can be won.' },
  {
    what: 'Still winnable?',
    how: 'Settings → Play: a mark in the status bar turns to a red ✕ once the game can no longer be won. It looks at the face-down cards, so it is off unless you turn it on.',
  },
];

/** The command keys, from COMMAND_KEYS, as Help lists them. */
export function commandKeyHelp(): HelpItem[] {
  return COMMANDS.map((name) => ({ what: keysText(name), how: commandLabel(name) }));
}
