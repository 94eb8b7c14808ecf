/**
 * Settings (Klondike 2.3's CONFIG and BACK, JSolitaire's options): how the table looks, sounds and
 * helps. Every change applies at once through controller.updateSettings; there is nothing to save.
 */
import type { TableSession } from '../app/session/session';
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
} from '../app/settings';
import { closestPreset, type PlayStyle } from '../engine';
import { actionButton, createDialog, doneOnRightButton } from './dialogShell';
import { el } from './dom';
import { radioGroup, toggle, type Choice } from './formControls';

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
function cardBackChoices(current: CardBack, onChange: (value: CardBack) => void, paint: CardBackPainter | undefined): HTMLElement {
  const choices = CARD_BACKS.map((n) => ({ value: n, label: String(n), ...(paint === undefined ? {} : { swatch: 'back-preview' }) }));
  const group = radioGroup('Card back', choices, current, onChange, 'settings-back').element;
  if (paint === undefined) return group;
  const scale = window.devicePixelRatio || 1;
  for (const [i, swatch] of group.querySelectorAll('.back-preview').entries()) {
    const canvas = el('canvas', { width: Math.round(BACK_SWATCH.width * scale), height: Math.round(BACK_SWATCH.height * scale) });
    paint(canvas, CARD_BACKS[i]!);
    swatch.appendChild(canvas);
  }
  return group;
}

export function openSettingsDialog(controller: TableSession, host?: HTMLElement, paintCardBack?: CardBackPainter): void {
  const shell = createDialog({ testid: 'dialog-settings', title: 'Settings', className: 'wide', ...(host === undefined ? {} : { host }) });
  const s = controller.settings;
  const preset = closestPreset(controller.rules);
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
  const sound = radioGroup(
    'Songs and beeps',
    named(SOUND_LEVELS, SOUND_NAMES),
    s.sound,
    (value) => {
      set('sound')(value);
      volume.disabled = value === 'off';
      if (sound.note !== undefined) sound.note.textContent = SOUND_NOTES[value];
    },
    'settings-sound',
    SOUND_NOTES[s.sound],
  );

  const section = (title: string, ...children: HTMLElement[]): HTMLElement => el('section', { class: 'settings-section' }, el('h3', {}, title), ...children);

  shell.body.append(
    section(
      'Table',
      cardBackChoices(s.back, set('back'), paintCardBack),
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
        presetChoices(STOCK_SIDE_CHOICES, SIDE_NAMES, preset.style.stockSide),
        s.stockSide,
        set('stockSide'),
        'settings-stock-side',
        `The foundations take the other corner. ${presetNote(preset.name)}`,
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
      toggle('Error messages', s.errors, set('errors'), 'settings-errors', 'Say why a move is not allowed').element,
      ...styleControls(preset.style, preset.name, s, set),
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
    section('Sound', sound.element, el('div', { class: 'field range' }, el('label', { for: volume.id }, 'Volume'), volume)),
  );
  shell.footer.append(actionButton('Done', 'settings-done', () => shell.close('done'), true));
  doneOnRightButton(shell, () => shell.close('done'));
  shell.open();
}
