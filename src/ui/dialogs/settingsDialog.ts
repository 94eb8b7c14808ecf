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
import { playStyleOf, type PlayStyle } from '../../engine';
import { actionButton, createDialog, doneOnRightButton, type DialogShell } from './dialogShell';
import { el } from '../dom';
import { radioGroup, toggle, type Choice, type Control } from './formControls';
import { languageField } from './languageField';
import { fairHelpSection } from './fairHelpSettings';
import { t, type MessageKey } from '../../i18n';
import { styleName } from '../../i18n/ruleNames';

/** Each choice's name, looked up when the dialog opens (the language can change between openings). */
const BACKGROUND_KEYS: { readonly [K in Settings['background']]: MessageKey } = {
  'felt-green': 'settings.background.feltGreen',
  'felt-blue': 'settings.background.feltBlue',
  'felt-red': 'settings.background.feltRed',
  slate: 'settings.background.slate',
  wood: 'settings.background.wood',
};
const SIZE_KEYS: { readonly [K in Settings['cardSize']]: MessageKey } = {
  small: 'settings.cardSize.small',
  medium: 'settings.cardSize.medium',
  large: 'settings.cardSize.large',
};
const SPEED_KEYS: { readonly [K in Settings['animation']]: MessageKey } = {
  off: 'settings.animation.off',
  fast: 'settings.animation.fast',
  normal: 'settings.animation.normal',
  slow: 'settings.animation.slow',
};
const SOUND_KEYS_NAMES: { readonly [K in Settings['sound']]: MessageKey } = {
  full: 'settings.sound.full',
  partial: 'settings.sound.partial',
  off: 'settings.sound.off',
};
const SOUND_NOTE_KEYS: { readonly [K in Settings['sound']]: MessageKey } = {
  full: 'settings.sound.fullNote',
  partial: 'settings.sound.partialNote',
  off: 'settings.sound.offNote',
};

/** What each Sound setting plays, under its choices: Partial's difference is heard on every move. */
export function soundNote(level: Settings['sound']): string {
  return t(SOUND_NOTE_KEYS[level]);
}

const ON_OFF_KEYS = { on: 'settings.autoMoves.on', off: 'settings.autoMoves.off' } as const satisfies Record<string, MessageKey>;
const TAP_KEYS = { move: 'settings.tap.move', select: 'settings.tap.select' } as const satisfies Record<string, MessageKey>;
const SIDE_KEYS = { left: 'settings.stockSide.left', right: 'settings.stockSide.right' } as const satisfies Record<string, MessageKey>;

/**
 * The choices of a setting whose default is the preset's: that one says what the preset does, in a
 * few words that fit one line ("Preset: on", `presetLabel`); the note under the legend names the preset.
 */
function presetChoices<T extends string>(list: readonly T[], keys: Readonly<Record<Exclude<T, 'preset'>, MessageKey>>, presetLabel: string): Choice<T>[] {
  return list.map((value) => ({
    value,
    label: value === 'preset' ? presetLabel : t(keys[value as Exclude<T, 'preset'>]),
  }));
}

/** The two settings whose default is the preset's play style (auto-moves, what a tap does). */
function styleControls(
  style: PlayStyle,
  presetStyle: string,
  s: Settings,
  set: <K extends keyof Settings>(key: K) => (value: Settings[K]) => void,
): HTMLElement[] {
  return [
    radioGroup(
      t('settings.autoMoves.label'),
      presetChoices(AUTO_MOVE_CHOICES, ON_OFF_KEYS, t('settings.autoMoves.preset', { value: style.autoMoves ? 'on' : 'off' })),
      s.autoMoves,
      set('autoMoves'),
      'settings-auto-moves',
      t('settings.autoMoves.note', { style: presetStyle }),
    ).element,
    radioGroup(
      t('settings.tap.label'),
      presetChoices(TAP_CHOICES, TAP_KEYS, t('settings.tap.preset', { tap: style.tap })),
      s.tap,
      set('tap'),
      'settings-tap',
      t('settings.tap.note', { style: presetStyle }),
    ).element,
  ];
}

function named<T extends string>(list: readonly T[], keys: { readonly [K in T]: MessageKey }): Choice<T>[] {
  return list.map((value) => ({ value, label: t(keys[value]) }));
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
  const group = radioGroup(t('settings.cardBack.label'), choices, current, onChange, 'settings-back');
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
  const shell = createDialog({ testid: 'dialog-settings', title: t('settings.title'), className: 'wide', ...(host === undefined ? {} : { host }) });
  const s = controller.settings;
  // The style the rules name (a preset's, kept when an option changes): the defaults below follow it.
  const style = playStyleOf(controller.rules);
  const presetStyle = styleName(controller.rules.style);
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
    if (sound.note !== undefined) sound.note.textContent = soundNote(value);
  };
  const sound = radioGroup(t('settings.sound.label'), named(SOUND_LEVELS, SOUND_KEYS_NAMES), s.sound, chooseSound, 'settings-sound', soundNote(s.sound));
  const back = cardBackChoices(s.back, set('back'), paintCardBack);
  const errors = toggle(t('settings.errors.label'), s.errors, set('errors'), 'settings-errors', t('settings.errors.note'));

  const section = (title: string, ...children: HTMLElement[]): HTMLElement => el('section', { class: 'settings-section' }, el('h3', {}, title), ...children);

  shell.body.append(
    section(
      t('settings.section.table'),
      back.element,
      radioGroup(
        t('settings.background.label'),
        BACKGROUNDS.map((b) => ({ value: b, label: t(BACKGROUND_KEYS[b]), swatch: `bg-swatch bg-${b}` })),
        s.background,
        set('background'),
        'settings-background',
      ).element,
      radioGroup(t('settings.cardSize.label'), named(CARD_SIZES, SIZE_KEYS), s.cardSize, set('cardSize'), 'settings-card-size').element,
      toggle(t('settings.fourColour.label'), s.fourColour, set('fourColour'), 'settings-four-colour', t('settings.fourColour.note')).element,
      radioGroup(
        t('settings.stockSide.label'),
        presetChoices(STOCK_SIDE_CHOICES, SIDE_KEYS, t('settings.stockSide.preset', { side: style.stockSide })),
        s.stockSide,
        set('stockSide'),
        'settings-stock-side',
        t('settings.stockSide.note', { style: presetStyle }),
      ).element,
      toggle(
        t('settings.leftHandedToolbar.label'),
        s.leftHandedToolbar,
        set('leftHandedToolbar'),
        'settings-left-handed-toolbar',
        t('settings.leftHandedToolbar.note'),
      ).element,
      toggle(t('settings.showTimer.label'), s.showTimer, set('showTimer'), 'settings-timer').element,
      radioGroup(t('settings.animation.label'), named(ANIMATION_SPEEDS, SPEED_KEYS), s.animation, set('animation'), 'settings-animation').element,
    ),
    section(
      t('settings.section.play'),
      errors.element,
      ...styleControls(style, presetStyle, s, set),
      toggle(t('settings.showDeck.label'), s.showDeck, set('showDeck'), 'settings-show-deck', t('settings.showDeck.note')).element,
      toggle(t('settings.winnableOnly.label'), s.winnableOnly, set('winnableOnly'), 'settings-winnable-only', t('settings.winnableOnly.note')).element,
      toggle(
        t('settings.winnableIndicator.label'),
        s.winnableIndicator,
        set('winnableIndicator'),
        'settings-winnable-indicator',
        t('settings.winnableIndicator.note'),
      ).element,
    ),
    fairHelpSection(s, set),
    section(
      t('settings.section.sound'),
      sound.element,
      el('div', { class: 'field range' }, el('label', { for: volume.id }, t('settings.volume.label')), volume),
    ),
    section(t('language.label'), languageField(s.language, set('language')).element),
  );
  shell.footer.append(actionButton(t('settings.done'), 'settings-done', () => shell.close('done'), true));
  doneOnRightButton(shell, () => shell.close('done'));
  if (style.dosInput) {
    shell.body.prepend(el('p', { class: 'field-note', 'data-testid': 'settings-keys' }, t('settings.configKeys')));
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
