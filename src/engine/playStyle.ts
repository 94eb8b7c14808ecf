/**
 * How a program plays beyond which moves are legal: what happens by itself, what a tap does, where the
 * stock lies. Each rule set names its style (`Rules.style`): a preset its program's, a rule set a
 * player changed keeps the style it had, and nothing is inferred from the other fields.
 */

/** `move`: a tap sends the card to its best place (Windows); `select`: a tap selects it, a second tap places it (Klondike 2.3). */
export const TAP_MODES = ['move', 'select'] as const;
export type TapMode = (typeof TAP_MODES)[number];

/** `home-only`: Klondike 2.3's FINISH, the cards that can go home now; `play-out`: also turns and draws to end a won game. */
export const FINISH_MODES = ['home-only', 'play-out'] as const;
export type FinishMode = (typeof FINISH_MODES)[number];

/** Where the stock lies: top left in every seed program ("The deck is located in the upper left corner"). */
export const STOCK_SIDES = ['left', 'right'] as const;
export type StockSide = (typeof STOCK_SIDES)[number];

/**
 * A style's settings. The player may change the tap, the auto-moves and the stock's side in Settings
 * (the style gives their defaults); they decide nothing about which moves are legal.
 */
export interface PlayStyle {
  /** Safe cards go home by themselves (JSolitaire). */
  readonly autoMoves: boolean;
  readonly tap: TapMode;
  readonly finish: FinishMode;
  /** The stock's corner of the top row (the foundations take the other); the player may choose in Settings. */
  readonly stockSide: StockSide;
  /**
   * Klondike 2.3's DOS input: the numeric keypad plays by its keys' places (NumLock on or off), and
   * the cursor is an hourglass while a selected card waits for its destination.
   */
  readonly dosInput: boolean;
  /**
   * JSolitaire's words taken to the letter for twos too: a two goes home by itself only once the aces
   * that could sit on it are home. Elsewhere a two goes at once: it could hold only an ace, and aces
   * go home by themselves, so it is never needed in the tableau.
   */
  readonly twosWaitForAces: boolean;
}

export const STYLE_IDS = ['modern', 'klondike-2.3', 'jsolitaire', 'plain'] as const;
export type StyleId = (typeof STYLE_IDS)[number];

/** The modern default: safe cards go home by themselves; a tap moves; the stock top right. */
const MODERN_STYLE: PlayStyle = { autoMoves: true, tap: 'move', finish: 'play-out', stockSide: 'right', dosInput: false, twosWaitForAces: false };
/** JSolitaire: safe cards go home by themselves; "click on the card (which will highlight it) and then click on the destination". */
const JSOLITAIRE_STYLE: PlayStyle = { ...MODERN_STYLE, tap: 'select', stockSide: 'left', twosWaitForAces: true };
/** Windows, Aisleriot, Vegas: nothing moves by itself; a click moves the card. */
const PLAIN_STYLE: PlayStyle = { autoMoves: false, tap: 'move', finish: 'play-out', stockSide: 'left', dosInput: false, twosWaitForAces: false };
/** Klondike 2.3: click then click, and FINISH only sends home what can go home now. */
const KLONDIKE_23_STYLE: PlayStyle = { autoMoves: false, tap: 'select', finish: 'home-only', stockSide: 'left', dosInput: true, twosWaitForAces: false };

export const PLAY_STYLES: { readonly [K in StyleId]: PlayStyle } = {
  modern: MODERN_STYLE,
  'klondike-2.3': KLONDIKE_23_STYLE,
  jsolitaire: JSOLITAIRE_STYLE,
  plain: PLAIN_STYLE,
};

/** The programs each style comes from, for Settings ("as … does"). */
export const STYLE_NAMES: { readonly [K in StyleId]: string } = {
  modern: 'modern Klondike',
  'klondike-2.3': 'Klondike 2.3',
  jsolitaire: 'JSolitaire',
  plain: 'Windows and Aisleriot',
};
