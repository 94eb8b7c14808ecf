/**
 * The sound policy, every event at every Sound setting: Full plays everything, Partial everything
 * but the songs, its card noises softly, Off nothing (Klondike 2.3's CONFIG).
 */
import { describe, expect, test } from 'vitest';
import type { ChangeCause } from '../../../src/app/session/events';
import { SOUND_LEVELS, type SoundLevel } from '../../../src/app/settings';
import type { GameEvent } from '../../../src/engine';
import { PARTIAL_EFFECT_VOLUME, SOUND_KIND, cuesFor, soundsFor, type SoundTrigger } from '../../../src/game/audio/soundPolicy';
import { SPRITE, type SoundName } from '../../../src/game/audio/spriteMap';

const changed = (cause: ChangeCause, events: GameEvent[] = []): SoundTrigger => ({ type: 'changed', event: { cause, events } });
const toFoundation = (card: 'AS' | '2S' | '3S' | '4S' | '5S' | 'AH'): GameEvent => ({ type: 'move', from: 'tableau-1', to: 'foundation-1', cards: [card] });
const toColumn: GameEvent = { type: 'move', from: 'tableau-1', to: 'tableau-2', cards: ['QH'] };
const fromWaste: GameEvent = { type: 'move', from: 'waste', to: 'tableau-3', cards: ['5C'] };
const turn: GameEvent = { type: 'turn', pile: 'tableau-1', card: 'KD' };
const draw: GameEvent = { type: 'draw', cards: ['2C'] };
const recycle: GameEvent = { type: 'recycle', cards: ['2C', '3C'], pass: 2 };

/** Each trigger and the sounds it makes at Full, in order. */
const CASES: readonly (readonly [string, SoundTrigger, SoundName[]])[] = [
  ['a deal', changed('deal'), ['shuffle', 'newGame']],
  ['a restart', changed('restart'), ['shuffle']],
  ['a game loaded or resumed', changed('load'), []],
  ['a draw', changed('move', [draw]), ['draw']],
  ['a recycle', changed('move', [recycle]), ['recycle']],
  ['a move to a column', changed('move', [toColumn]), ['place']],
  ['a move from the waste', changed('move', [fromWaste]), ['place']],
  ['a move to a foundation', changed('move', [toFoundation('AS')]), ['foundation']],
  ['a move that turns a card', changed('move', [toColumn, turn]), ['place', 'flip']],
  ['a manual turn', changed('move', [turn]), ['flip']],
  ['safe auto-moves home (one chime)', changed('auto', [toFoundation('AS'), toFoundation('AH')]), ['foundation']],
  ['an undo', changed('undo'), ['place']],
  ['a redo', changed('redo', [toFoundation('AS')]), ['place']],
  ['a finish of two cards', changed('finish', [toFoundation('AS'), toFoundation('2S')]), ['foundation', 'foundation']],
  [
    'a finish of many cards (at most four chimes)',
    changed(
      'finish',
      ['AS', '2S', '3S', '4S', '5S'].map((c) => toFoundation(c as 'AS')),
    ),
    ['foundation', 'foundation', 'foundation', 'foundation'],
  ],
  ['an illegal move', { type: 'illegal' }, ['illegal']],
  ['a win', { type: 'won' }, ['win']],
  ['a card picked up', { type: 'pickUp' }, ['pickUp']],
];

const PLAYS_KINDS: Record<SoundLevel, readonly string[]> = {
  full: ['effect', 'beep', 'song'],
  partial: ['effect', 'beep'],
  off: [],
};

describe('sound policy', () => {
  const grid = CASES.flatMap(([label, trigger, atFull]) => SOUND_LEVELS.map((level) => [label, level, trigger, atFull] as const));

  test.each(grid)('%s at %s', (_label, level, trigger, atFull) => {
    const expected = atFull.filter((name) => PLAYS_KINDS[level].includes(SOUND_KIND[name]));
    expect(soundsFor(trigger, level).map((c) => c.name)).toEqual(expected);
  });

  test('the kinds: card noises are effects, the error is a beep, the jingle and the win are songs', () => {
    expect(SOUND_KIND).toEqual({
      pickUp: 'effect',
      place: 'effect',
      flip: 'effect',
      draw: 'effect',
      recycle: 'effect',
      shuffle: 'effect',
      foundation: 'effect',
      illegal: 'beep',
      newGame: 'song',
      win: 'song',
    });
  });

  test('Partial never plays a song, Off never plays anything', () => {
    for (const [, trigger] of CASES) {
      expect(soundsFor(trigger, 'partial').some((c) => c.kind === 'song')).toBe(false);
      expect(soundsFor(trigger, 'off')).toEqual([]);
    }
  });

  test('Partial sounds unlike Full on a deal, a move and a draw: its card noises are soft, its error beep as loud', () => {
    expect(PARTIAL_EFFECT_VOLUME).toBeGreaterThan(0);
    expect(PARTIAL_EFFECT_VOLUME).toBeLessThanOrEqual(0.5);
    for (const [label, trigger] of CASES) {
      const full = soundsFor(trigger, 'full');
      const partial = soundsFor(trigger, 'partial');
      expect(
        full.every((c) => c.volume === 1),
        label,
      ).toBe(true);
      for (const c of partial) expect(c.volume, `${label}: ${c.name}`).toBe(c.kind === 'beep' ? 1 : PARTIAL_EFFECT_VOLUME);
      // Whatever Full plays, Partial plays differently (softer, or not at all), except the error beep.
      const same = full.filter((f) => partial.some((p) => p.name === f.name && p.volume === f.volume));
      expect(
        same.map((c) => c.name),
        label,
      ).toEqual(full.filter((c) => c.kind === 'beep').map((c) => c.name));
    }
    expect(soundsFor(changed('deal'), 'partial').map((c) => [c.name, c.volume])).toEqual([['shuffle', PARTIAL_EFFECT_VOLUME]]);
    expect(soundsFor({ type: 'illegal' }, 'partial').map((c) => [c.name, c.volume])).toEqual([['illegal', 1]]);
  });

  test('every sound the policy names is in the sprite, and every sprite sound has a kind', () => {
    const named = new Set(CASES.flatMap(([, trigger]) => cuesFor(trigger).map((c) => c.name)));
    for (const name of named) expect(SPRITE).toHaveProperty(name);
    expect(Object.keys(SOUND_KIND).sort()).toEqual(Object.keys(SPRITE).sort());
  });

  test('chimes of a finish follow one another; the jingle follows the shuffle', () => {
    const chimes = soundsFor(changed('finish', [toFoundation('AS'), toFoundation('2S'), toFoundation('3S')]), 'full').map((c) => c.delayMs);
    expect(chimes).toEqual([...chimes].sort((a, b) => a - b));
    expect(new Set(chimes).size).toBe(3);
    const [shuffle, jingle] = soundsFor(changed('deal'), 'full');
    expect(jingle!.delayMs).toBeGreaterThan(shuffle!.delayMs);
  });

  test('the sprite: gaps between sounds, nothing overlaps', () => {
    const spans = Object.values(SPRITE)
      .map(([offset, length]) => [offset, offset + length] as const)
      .sort((a, b) => a[0] - b[0]);
    spans.slice(1).forEach(([start], i) => expect(start - spans[i]![1]).toBeGreaterThanOrEqual(50));
  });
});
