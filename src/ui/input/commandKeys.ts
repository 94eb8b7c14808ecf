/**
 * The command keys (undo, redo, hint …), shared by the keyboard handler, the toolbar tooltips and Help.
 * They must never clash with Klondike 2.3's move keys (origins 1–7 W, destinations 1–7 F, P, Esc).
 */
import { t, type MessageKey } from '../../i18n';

export const COMMANDS = ['undo', 'redo', 'hint', 'showMe', 'finish', 'new', 'restart', 'menu', 'help', 'rules', 'settings', 'about'] as const;
export type CommandName = (typeof COMMANDS)[number];

export interface CommandKey {
  /** `KeyboardEvent.key` of the plain key (letters in upper case; matched case-insensitively). */
  readonly key: string;
  /** Other chords that run the command, as shown to the player ("Ctrl+Z"). */
  readonly chords: readonly string[];
  /** What the command does, in a few words (Help): the message's key, so it is read in the language shown. */
  readonly label: MessageKey;
}

export const COMMAND_KEYS: { readonly [K in CommandName]: CommandKey } = {
  undo: { key: 'U', chords: ['Ctrl+Z'], label: 'keys.undo' },
  redo: { key: 'Y', chords: ['Ctrl+Y', 'Ctrl+Shift+Z'], label: 'keys.redo' },
  hint: { key: 'H', chords: [], label: 'keys.hint' },
  showMe: { key: 'S', chords: [], label: 'keys.showMe' },
  finish: { key: 'A', chords: [], label: 'keys.finish' },
  new: { key: 'N', chords: [], label: 'keys.new' },
  restart: { key: 'R', chords: [], label: 'keys.restart' },
  menu: { key: 'M', chords: [], label: 'keys.menu' },
  help: { key: '?', chords: ['F1'], label: 'keys.help' },
  // Klondike 2.3's RULES, BACK and CONFIG (both in Settings) and INFO, by "the highlighted letter" of
  // the menu's label: their first letters are taken (R restart, S Show me), so a later one.
  rules: { key: 'L', chords: [], label: 'keys.rules' },
  settings: { key: 'T', chords: [], label: 'keys.settings' },
  about: { key: 'O', chords: [], label: 'keys.about' },
};

/** What the command does, in the language shown. */
export function commandLabel(name: CommandName): string {
  return t(COMMAND_KEYS[name].label);
}

/** Klondike 2.3's move keys (README, "Keyboard"), as `KeyboardEvent.key` values. */
export const MOVE_KEYS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', 'W', 'F', 'P', 'Escape'];

/** The parts of a KeyboardEvent that decide the command (a plain object in tests). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

/** "Ctrl+Shift+Z" for a key press with modifiers (Cmd counts as Ctrl, as on a Mac). */
function chordOf(press: KeyPress): string {
  const parts: string[] = [];
  if (press.ctrlKey || press.metaKey) parts.push('Ctrl');
  if (press.altKey) parts.push('Alt');
  if (press.shiftKey) parts.push('Shift');
  parts.push(press.key.length === 1 ? press.key.toUpperCase() : press.key);
  return parts.join('+');
}

/** Which command a key press runs, or null (a move key, or nothing at all). */
export function commandForKey(press: KeyPress): CommandName | null {
  const modified = press.ctrlKey || press.metaKey || press.altKey;
  const chord = chordOf(press);
  for (const name of COMMANDS) {
    const entry = COMMAND_KEYS[name];
    if (entry.chords.includes(chord)) return name;
    // Shift is part of some plain keys ('?' is Shift+/ on most layouts), so only Ctrl/Alt/Meta disqualify.
    if (!modified && press.key.toUpperCase() === entry.key) return name;
  }
  return null;
}

/** "U" or "U, Ctrl+Z": how a command's keys are written in tooltips and Help. */
export function keysText(name: CommandName): string {
  const entry = COMMAND_KEYS[name];
  return [entry.key, ...entry.chords].join(', ');
}
