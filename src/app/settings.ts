/**
 * Player preferences (not rules): how the table looks, sounds and helps. Stored by settingsStore.ts;
 * parsed and validated here so that a bad stored or URL value never reaches the table.
 */
import { echo, type PlayStyle } from '../engine';
import { isLanguageCode, LANGUAGES, matchLanguage, type LanguageCode } from '../i18n';

export const CARD_BACKS = [1, 2, 3, 4, 5] as const;
export type CardBack = (typeof CARD_BACKS)[number];
export const BACKGROUNDS = ['felt-green', 'felt-blue', 'felt-red', 'slate', 'wood'] as const;
export type Background = (typeof BACKGROUNDS)[number];
export const CARD_SIZES = ['small', 'medium', 'large'] as const;
export type CardSize = (typeof CARD_SIZES)[number];
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];
export const SOUND_LEVELS = ['full', 'partial', 'off'] as const;
export type SoundLevel = (typeof SOUND_LEVELS)[number];
/** The player's choice, or `preset`: whatever the program the rules follow does. */
export const AUTO_MOVE_CHOICES = ['preset', 'on', 'off'] as const;
export type AutoMoveChoice = (typeof AUTO_MOVE_CHOICES)[number];
export const TAP_CHOICES = ['preset', 'move', 'select'] as const;
export type TapChoice = (typeof TAP_CHOICES)[number];
export const STOCK_SIDE_CHOICES = ['preset', 'left', 'right'] as const;
export type StockSideChoice = (typeof STOCK_SIDE_CHOICES)[number];

/** What a hint may look at: only the cards the player has seen (`fair`), or every card (`full`). */
export const HINT_SIGHTS = ['fair', 'full'] as const;
export type HintSight = (typeof HINT_SIGHTS)[number];

/** `browser`: whatever language the browser prefers, matched to ours each launch (src/i18n/languages.ts). */
export type LanguageChoice = 'browser' | LanguageCode;

export interface Settings {
  /** Klondike 2.3: context-sensitive error messages on or off (errors still beep). */
  readonly errors: boolean;
  readonly back: CardBack;
  readonly background: Background;
  readonly cardSize: CardSize;
  readonly fourColour: boolean;
  /** The stock's corner (the foundations take the other), by default the preset's. It moves the cards only. */
  readonly stockSide: StockSideChoice;
  /** The toolbar mirrored (Undo at the right-hand end), and at the left on a phone on its side: the player's own ask. */
  readonly leftHandedToolbar: boolean;
  readonly showTimer: boolean;
  readonly animation: AnimationSpeed;
  /** JSolitaire: safe cards go to the foundations by themselves (by default as the preset's program does). */
  readonly autoMoves: AutoMoveChoice;
  /** A tap on a card moves it (Windows) or selects it for a second tap (Klondike 2.3); by default the preset's. */
  readonly tap: TapChoice;
  /** JSolitaire: "display deck contents" — list the stock, the playable cards highlighted. */
  readonly showDeck: boolean;
  readonly sound: SoundLevel;
  readonly volume: number;
  /** New deals are proven winnable by the solver before they are dealt. */
  readonly winnableOnly: boolean;
  /** An indicator that says when the position can no longer be won (it looks at face-down cards: opt-in). */
  readonly winnableIndicator: boolean;
  /** The language shown: the browser's (until the player picks one) or the player's choice. */
  readonly language: LanguageChoice;
  /** Hints from the cards the player has seen, with the odds (`fair`), or from every card (`full`). Show me always sees every card. */
  readonly hints: HintSight;
  /** The chance to win, from the cards the player has seen, shown in the status bar. */
  readonly winChance: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  errors: true,
  back: 1,
  background: 'felt-green',
  cardSize: 'medium',
  fourColour: false,
  stockSide: 'preset',
  leftHandedToolbar: false,
  showTimer: true,
  animation: 'normal',
  autoMoves: 'preset',
  tap: 'preset',
  showDeck: false,
  sound: 'full',
  volume: 0.7,
  winnableOnly: false,
  winnableIndicator: false,
  language: 'browser',
  hints: 'fair',
  winChance: false,
};

const oneOf =
  <T>(list: readonly T[]) =>
  (v: unknown): v is T =>
    (list as readonly unknown[]).includes(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

const CHECKS: { readonly [K in keyof Settings]: (v: unknown) => boolean } = {
  errors: isBoolean,
  back: oneOf(CARD_BACKS),
  background: oneOf(BACKGROUNDS),
  cardSize: oneOf(CARD_SIZES),
  fourColour: isBoolean,
  stockSide: oneOf(STOCK_SIDE_CHOICES),
  leftHandedToolbar: isBoolean,
  showTimer: isBoolean,
  animation: oneOf(ANIMATION_SPEEDS),
  autoMoves: oneOf(AUTO_MOVE_CHOICES),
  tap: oneOf(TAP_CHOICES),
  showDeck: isBoolean,
  sound: oneOf(SOUND_LEVELS),
  volume: (v) => typeof v === 'number' && v >= 0 && v <= 1,
  winnableOnly: isBoolean,
  winnableIndicator: isBoolean,
  language: (v) => v === 'browser' || isLanguageCode(v),
  hints: oneOf(HINT_SIGHTS),
  winChance: isBoolean,
};

/**
 * Values stored before a setting changed its form, and what they mean now. `autoMoves` was a switch,
 * on by default: on is what the player never changed (now the preset's choice), off a choice of theirs.
 */
const EARLIER_VALUES: { readonly [K in keyof Settings]?: (v: unknown) => unknown } = {
  autoMoves: (v) => (v === true ? 'preset' : v === false ? 'off' : v),
};

/**
 * Settings stored under an earlier name. `leftHanded` (a switch, off by default) became `stockSide`: on
 * was the player's choice of the left; off, what they never changed (now the preset's side). On also
 * mirrored the buttons, which is now a setting of its own: a player who asked for it keeps it.
 */
function renameEarlierKeys(record: Record<string, unknown>): void {
  if (!Object.hasOwn(record, 'leftHanded')) return;
  const leftHanded = record.leftHanded;
  delete record.leftHanded;
  if (leftHanded === true && !Object.hasOwn(record, 'leftHandedToolbar')) record.leftHandedToolbar = true;
  if (Object.hasOwn(record, 'stockSide')) return;
  record.stockSide = leftHanded === true ? 'left' : leftHanded === false ? 'preset' : leftHanded;
}

/** Keeps every valid field of an untrusted record, the default for the rest; names what it dropped. */
export function parseSettings(value: unknown): { settings: Settings; dropped: string[] } {
  const given = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const record: Record<string, unknown> = { ...given };
  renameEarlierKeys(record);
  for (const [key, upgrade] of Object.entries(EARLIER_VALUES)) {
    if (Object.hasOwn(record, key)) record[key] = upgrade(record[key]);
  }
  const dropped: string[] = [];
  const settings = { ...DEFAULT_SETTINGS } as Record<keyof Settings, unknown>;
  for (const key of Object.keys(CHECKS) as (keyof Settings)[]) {
    if (!Object.hasOwn(record, key)) continue;
    if (CHECKS[key](record[key])) settings[key] = record[key];
    else dropped.push(key);
  }
  return { settings: settings as unknown as Settings, dropped };
}

/** The settings URL parameters: `back`, `sound`, `errors`, `lang`. Bad values are named, not fatal. */
export function parseSettingsQuery(search: string, base: Settings): { settings: Settings; rejected: string[] } {
  const params = new URLSearchParams(search);
  const rejected: string[] = [];
  let settings = base;
  const back = params.get('back');
  if (back !== null) {
    const n = Number(back);
    if (/^[1-5]$/.test(back)) settings = { ...settings, back: n as CardBack };
    else rejected.push(`back=${echo(back)}`);
  }
  const sound = params.get('sound');
  if (sound !== null) {
    if (oneOf(SOUND_LEVELS)(sound)) settings = { ...settings, sound };
    else rejected.push(`sound=${echo(sound)}`);
  }
  const errors = params.get('errors');
  if (errors !== null) {
    if (errors === 'on' || errors === 'off') settings = { ...settings, errors: errors === 'on' };
    else rejected.push(`errors=${echo(errors)}`);
  }
  const lang = params.get('lang');
  if (lang !== null) {
    const language = languageOfTag(lang);
    if (language !== null) settings = { ...settings, language };
    else rejected.push(`lang=${echo(lang)}`);
  }
  return { settings, rejected };
}

/** `lang=`'s value: a language we speak, in any letter case, or another region of one ("pt-PT"); null otherwise. */
function languageOfTag(tag: string): LanguageCode | null {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.some((language) => language.code.toLowerCase().split('-')[0] === primary) ? matchLanguage([tag]) : null;
}

/** The play style in force: the rules' program's, with the player's own choices over it. */
export function styleInForce(preset: PlayStyle, settings: Pick<Settings, 'autoMoves' | 'tap' | 'stockSide'>): PlayStyle {
  return {
    ...preset,
    autoMoves: settings.autoMoves === 'preset' ? preset.autoMoves : settings.autoMoves === 'on',
    tap: settings.tap === 'preset' ? preset.tap : settings.tap,
    stockSide: settings.stockSide === 'preset' ? preset.stockSide : settings.stockSide,
  };
}

/** Milliseconds per tween at each speed; `prefers-reduced-motion` maps to 'off'. */
export const TWEEN_MS: Readonly<Record<AnimationSpeed, number>> = { off: 0, fast: 110, normal: 190, slow: 320 };
