import { afterEach, describe, expect, test } from 'vitest';
import { useCatalogue } from '../../../src/i18n';
import { COMMANDS, COMMAND_KEYS, commandLabel, commandForKey, keysText, MOVE_KEYS, type KeyPress } from '../../../src/ui/input/commandKeys';
import { commandKeyHelp } from '../../../src/ui/text/helpText';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('COMMAND_KEYS', () => {
  test('every command has a key, a label and no clash with the move keys 1–7 W F P Esc', () => {
    const moveKeys = MOVE_KEYS.map((k) => k.toUpperCase());
    for (const name of COMMANDS) {
      const entry = COMMAND_KEYS[name];
      expect(entry.key.length, name).toBeGreaterThan(0);
      expect(entry.label.length, name).toBeGreaterThan(0);
      expect(moveKeys, name).not.toContain(entry.key.toUpperCase());
    }
  });

  test('no two commands share a key or a chord', () => {
    const all = COMMANDS.flatMap((name) => [COMMAND_KEYS[name].key.toUpperCase(), ...COMMAND_KEYS[name].chords]);
    expect(new Set(all).size).toBe(all.length);
  });

  test('the move keys run no command, in either case', () => {
    for (const key of [...MOVE_KEYS, 'w', 'f', 'p']) expect(commandForKey(press(key)), key).toBeNull();
  });

  test.each([
    [press('u'), 'undo'],
    [press('U', { shiftKey: true }), 'undo'],
    [press('z', { ctrlKey: true }), 'undo'],
    [press('z', { metaKey: true }), 'undo'],
    [press('y'), 'redo'],
    [press('y', { ctrlKey: true }), 'redo'],
    [press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [press('h'), 'hint'],
    [press('a'), 'finish'],
    [press('n'), 'new'],
    [press('r'), 'restart'],
    [press('m'), 'menu'],
    [press('?', { shiftKey: true }), 'help'],
    [press('F1'), 'help'],
    [press('s'), 'showMe'],
    [press('S', { shiftKey: true }), 'showMe'],
  ] as const)('%o runs %s', (key, command) => {
    expect(commandForKey(key)).toBe(command);
  });

  test.each([press('r', { ctrlKey: true }), press('n', { metaKey: true }), press('h', { altKey: true }), press('z'), press('Enter')])(
    'leaves the browser its own shortcuts and unknown keys: %o',
    (key) => {
      expect(commandForKey(key)).toBeNull();
    },
  );

  test('Show me is on S, a key no move and no other command uses, and Help lists it', () => {
    expect(COMMANDS).toContain('showMe');
    expect(COMMAND_KEYS.showMe.key).toBe('S');
    expect(MOVE_KEYS.map((k) => k.toUpperCase())).not.toContain('S');
    const others = COMMANDS.filter((name) => name !== 'showMe').map((name) => COMMAND_KEYS[name].key.toUpperCase());
    expect(others).toEqual(['U', 'Y', 'H', 'A', 'N', 'R', 'M', '?', 'L', 'T', 'O']);
    expect(commandKeyHelp()).toContainEqual({ what: 'S', how: commandLabel('showMe') });
    expect(commandForKey(press('s', { ctrlKey: true }))).toBeNull();
  });

  test('keysText lists the key then the chords', () => {
    expect(keysText('undo')).toBe('U, Ctrl+Z');
    expect(keysText('hint')).toBe('H');
  });
});

describe('commandLabel: what a command does, in the language shown', () => {
  afterEach(() => useCatalogue('en', {}));

  test("read when asked, so Help lists another catalogue's words beside the same keys", () => {
    expect(commandLabel('undo')).toBe('Undo the last move');
    useCatalogue('de', { 'keys.undo': 'Den letzten Zug zurücknehmen' });
    expect(commandLabel('undo')).toBe('Den letzten Zug zurücknehmen');
    expect(commandKeyHelp()[0]).toEqual({ what: 'U, Ctrl+Z', how: 'Den letzten Zug zurücknehmen' });
  });
});
