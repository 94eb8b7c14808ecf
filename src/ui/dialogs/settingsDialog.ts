/**
 * Settings (Klondike 2.3's CONFIG and BACK, JSolitaire's options): how the table looks, sounds and
 * helps. Every change applies at once through controller.updateSettings; there is nothing to save.
 */
import type { TableSession } from '../../app/session/session';
import {
  ANIMATION_SPEEDS,
  AUTO_MOVE_CHOICES,
  BACKGROUNDS,
  CARD_BACKS,
  CARD_SIZES,
  SOUND_LEVELS,
  STOCK_SIDE_CHOICES,
  TAP_CHOICES,
  type CardBack,
  type Settings,
} from '../../app/settings';
import { playStyleOf, STYLE_NAMES, type PlayStyle } from '../../engine';
import { actionButton, createDialog, doneOnRightButton, type DialogShell } from './dialogShell';
import { el } from '../dom';
import { radioGroup, toggle, type Choice, type Control } from './formControls';
import { languageField } from './languageField';
import { fairHelpSection } from './fairHelpSettings';
import { t } from '../../i18n';

const BACKGROUND_NAMES: { readonly [K in Settings['background']]: string } = {
  'felt-green': 'Green',
  'felt-blue': 'Blue',
  'felt-red': 'Red',
  slate: 'Slate',
  wood: 'Wood',
};
const SIZE_NAMES: { readonly [K in Settings['cardSize']]: string } = { small: 'Small', medium: 'Medium', large: 'Large' };
const SPEED_NAMES: { readonly [K in Settings['animation']]: string } = { off: 'Off', fast: 'Fast', normal: 'Normal', slow: 'Slow' };
const SOUND_NAMES: { readonly [K in Settings['sound']]: string } = { full: 'Full', partial: 'Partial', off: 'Off' };

/** What each Sound setting plays, under its choices: Partial's difference is heard on every move. */
export const SOUND_NOTES: { readonly [K in Settings['sound']]: string } = {
  full: 'Card noises, the error beep, and a tune for a new deal and for a win.',
  partial: 'Card noises played softly, and the error beep. No tunes: none for a new deal or a win.',
  off: 'No sound at all.',
};

const ON_OFF = { on: 'On', off: 'Off' } as const;
const TAP_NAMES = { move: 'Moves it', select: 'Selects it' } as const;
const SIDE_NAMES = { left: 'Left', right: 'Right' } as const;

/**
 * The choices of a setting whose default is the preset's: that one says what the preset does, in a
 * few words that fit one line ("Preset: on"); the note under the legend names the preset.
 */
function presetChoices<T extends string>(
  list: readonly T[],
  names: Readonly<Record<Exclude<T, 'preset'>, string>>,
  presetValue: Exclude<T, 'preset'>,
): Choice<T>[] {
  return list.map((value) => ({
    value,
    label: value === 'preset' ? `Preset: ${names[presetValue].toLowerCase()}` : names[value as Exclude<T, 'preset'>],
  }));
}

/** The note under a preset-default setting: which preset "Preset" is. */
export function presetNote(presetName: string): string {
  return `Preset: as in ${presetName}.`;
}

/** The two settings whose default is the preset's play style (auto-moves, what a tap does). */
function styleControls(
  style: PlayStyle,
  presetName: string,
  s: Settings,
  set: <K extends keyof Settings>(key: K) => (value: Settings[K]) => void,
): HTMLElement[] {
  return [
    radioGroup(
      'Automatic safe moves',
      presetChoices(AUTO_MOVE_CHOICES, ON_OFF, style.autoMoves ? 'on' : 'off'),
      s.autoMoves,
      set('autoMoves'),
      'settings-auto-moves',
      `Cards no one needs go home by themselves. ${presetNote(presetName)}`,
    ).element,
    radioGroup('Tap a card', presetChoices(TAP_CHOICES, TAP_NAMES, style.tap), s.tap, set('tap'), 'settings-tap', presetNote(presetName)).element,
  ];
}

function named<T extends string>(list: readonly T[], names: { readonly [K in T]: string }): Choice<T>[] {
  return list.map((value) => ({ value, label: names[value] }));
}

/** Draws card back `back` over a whole canvas, as the table deals it (the table's own art, passed in by main.ts). */
export type CardBackPainter = (canvas: HTMLCanvasElement, back: CardBack) => void;

/** A card back's swatch in CSS pixels, the size swatches.css gives `.back-preview`. */
const BACK_SWATCH = { width: 27, height: 38 } as const;

/**
 * Card back: a segment per back, each showing the back itself, drawn by the table's painter on a
 * canvas at the screen's resolution; without a painter, the numbers alone.
 */
function cardBackChoices(current: CardBack, onChange: (value: CardBack) => void, paint: CardBackPainter | undefined): Control<CardBack> {
  const choices = CARD_BACKS.map((n) => ({ value: n, label: String(n), ...(paint === undefined ? {} : { swatch: 'back-preview' }) }));
  const group = radioGroup('Card back', choices, current, onChange, 'settings-back');
  if (paint === undefined) return group;
  const scale = window.devicePixelRatio || 1;
  for (const [i, swatch] of group.element.querySelectorAll('.back-preview').entries()) {
    const canvas = el('canvas', { width: Math.round(BACK_SWATCH.width * scale), height: Math.round(BACK_SWATCH.height * scale) });
    paint(canvas, CARD_BACKS[i]!);
    swatch.appendChild(canvas);
  }
  return group;
}

export function openSettingsDialog(controller: TableSession, host?: HTMLElement, paintCardBack?: CardBackPainter): void {
  const shell = createDialog({ testid: 'dialog-settings', title: 'Settings', className: 'wide', ...(host === undefined ? {} : { host }) });
  const s = controller.settings;
  // The style the rules name (a preset's, kept when an option changes): the defaults below follow it.
  const style = playStyleOf(controller.rules);
  const styleName = STYLE_NAMES[controller.rules.style];
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K]): void => {
      controller.updateSettings({ [key]: value } as Pick<Settings, K>);
    };

  const volume = el('input', {
    type: 'range',
    min: 0,
    max: 1,
    step: 0.05,
    value: s.volume,
    id: 'settings-volume',
    'data-testid': 'settings-volume',
    disabled: s.sound === 'off',
  });
  volume.addEventListener('input', () => set('volume')(Number(volume.value)));
  const chooseSound = (value: Settings['sound']): void => {
    set('sound')(value);
    volume.disabled = value === 'off';
    if (sound.note !== undefined) sound.note.textContent = SOUND_NOTES[value];
  };
  const sound = radioGroup('Songs and beeps', named(SOUND_LEVELS, SOUND_NAMES), s.sound, chooseSound, 'settings-sound', SOUND_NOTES[s.sound]);
  const back = cardBackChoices(s.back, set('back'), paintCardBack);
  const errors = toggle('Error messages', s.errors, set('errors'), 'settings-errors', 'Say why a move is not allowed');

  const section = (title: string, ...children: HTMLElement[]): HTMLElement => el('section', { class: 'settings-section' }, el('h3', {}, title), ...children);

  shell.body.append(
    section(
      'Table',
      back.element,
      radioGroup(
        'Background',
        BACKGROUNDS.map((b) => ({ value: b, label: BACKGROUND_NAMES[b], swatch: `bg-swatch bg-${b}` })),
        s.background,
        set('background'),
        'settings-background',
      ).element,
      radioGroup('Card size', named(CARD_SIZES, SIZE_NAMES), s.cardSize, set('cardSize'), 'settings-card-size').element,
      toggle('Four-colour deck', s.fourColour, set('fourColour'), 'settings-four-colour', 'Clubs green, diamonds blue').element,
      radioGroup(
        'Stock at the top',
        presetChoices(STOCK_SIDE_CHOICES, SIDE_NAMES, style.stockSide),
        s.stockSide,
        set('stockSide'),
        'settings-stock-side',
        `The foundations take the other corner. ${presetNote(styleName)}`,
      ).element,
      toggle(
        'Left-handed toolbar',
        s.leftHandedToolbar,
        set('leftHandedToolbar'),
        'settings-left-handed-toolbar',
        'Buttons in mirror order; on a phone on its side, on the left',
      ).element,
      toggle('Show the timer', s.showTimer, set('showTimer'), 'settings-timer').element,
      radioGroup('Animation', named(ANIMATION_SPEEDS, SPEED_NAMES), s.animation, set('animation'), 'settings-animation').element,
    ),
    section(
      'Play',
      errors.element,
      ...styleControls(style, styleName, s, set),
      toggle('Display deck contents', s.showDeck, set('showDeck'), 'settings-show-deck', 'List the stock, playable cards highlighted').element,
      toggle('Winnable deals only', s.winnableOnly, set('winnableOnly'), 'settings-winnable-only', 'New deals are proven winnable first').element,
      toggle(
        'Still winnable?',
        s.winnableIndicator,
        set('winnableIndicator'),
        'settings-winnable-indicator',
        'Shows when the game can no longer be won (uses the face-down cards)',
      ).element,
    ),
    fairHelpSection(s, set),
    section('Sound', sound.element, el('div', { class: 'field range' }, el('label', { for: volume.id }, 'Volume'), volume)),
    section(t('language.label'), languageField(s.language, set('language')).element),
  );
  shell.footer.append(actionButton('Done', 'settings-done', () => shell.close('done'), true));
  doneOnRightButton(shell, () => shell.close('done'));
  if (style.dosInput) {
    shell.body.prepend(el('p', { class: 'field-note', 'data-testid': 'settings-keys' }, CONFIG_KEYS_NOTE));
    listenConfigKeys(shell, {
      back: (value) => {
        back.set(value);
        set('back')(value);
      },
      sound: (value) => {
        sound.set(value);
        chooseSound(value);
      },
      errors: (value) => {
        errors.set(value);
        set('errors')(value);
      },
      done: () => shell.close('done'),
    });
  }
  shell.open();
}

/** The keys of Klondike 2.3's BACK and CONFIG screens, said where they work. */
const CONFIG_KEYS_NOTE = 'Keys: 1–5 card back; F, P or O sound; Y or N error messages; Enter when done.';

export type ConfigKeyAction =
  | { readonly kind: 'back'; readonly value: CardBack }
  | { readonly kind: 'sound'; readonly value: Settings['sound'] }
  | { readonly kind: 'errors'; readonly value: boolean }
  | { readonly kind: 'done' };

const SOUND_KEYS: Readonly<Record<string, Settings['sound']>> = { F: 'full', P: 'partial', O: 'off' };

/**
 * Klondike 2.3's BACK, "pressing the corresponding number, and press [Enter] when done", and CONFIG:
 * "F, P or O for Sound; and Y or N for Error Messages" (its Mouse question has no place here).
 */
export function configKeyAction(key: string): ConfigKeyAction | null {
  const back = CARD_BACKS.find((n) => String(n) === key);
  if (back !== undefined) return { kind: 'back', value: back };
  const upper = key.toUpperCase();
  const level = SOUND_KEYS[upper];
  if (level !== undefined) return { kind: 'sound', value: level };
  if (upper === 'Y' || upper === 'N') return { kind: 'errors', value: upper === 'Y' };
  return key === 'Enter' ? { kind: 'done' } : null;
}

interface ConfigKeyHandlers {
  readonly back: (value: CardBack) => void;
  readonly sound: (value: Settings['sound']) => void;
  readonly errors: (value: boolean) => void;
  readonly done: () => void;
}

function listenConfigKeys(shell: DialogShell, on: ConfigKeyHandlers): void {
  shell.dialog.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !(event.target instanceof HTMLElement)) return;
    // Typing in a field, or Enter on a button, is the control's own.
    if (event.target.closest('input[type="number"], input[type="text"], textarea') !== null) return;
    if (event.key === 'Enter' && event.target.closest('button, summary') !== null) return;
    const action = configKeyAction(event.key);
    if (action === null) return;
    event.preventDefault();
    if (action.kind === 'back') on.back(action.value);
    else if (action.kind === 'sound') on.sound(action.value);
    else if (action.kind === 'errors') on.errors(action.value);
    else on.done();
  });
}
