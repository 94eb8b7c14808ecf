/**
 * Which sound each controller event plays, and how loud each Sound setting plays it. Pure: the one
 * place that maps events to sounds (the player only carries the decisions out).
 *
 * Klondike 2.3's CONFIG: Full = songs and beeps, Partial = beeps but no songs, Off = nothing. Partial
 * keeps the error beep as loud as Full (it carries news: the move was refused) and the card noises
 * (effects), but plays those softly (PARTIAL_EFFECT_VOLUME), so that Partial sounds unlike Full on
 * every move and deal, not only at the deal's jingle and the win song it leaves out.
 */
import type { ControllerEvents } from '../../app/session/events';
import type { SoundLevel } from '../../app/settings';
import type { GameEvent } from '../../engine';
import type { SoundName } from './spriteMap';

export const SOUND_KINDS = ['effect', 'beep', 'song'] as const;
export type SoundKind = (typeof SOUND_KINDS)[number];

/**
 * One sound to play, `delayMs` after the event (a finish's chimes follow one another), at `volume`
 * (0 to 1) times the player's Volume.
 */
export interface SoundCue {
  readonly name: SoundName;
  readonly kind: SoundKind;
  readonly delayMs: number;
  readonly volume: number;
}

/** What can make a sound: the controller's events, and a card picked up in the table. */
export type SoundTrigger =
  | { readonly type: 'changed'; readonly event: Pick<ControllerEvents['changed'], 'cause' | 'events'> }
  | { readonly type: 'illegal' }
  | { readonly type: 'won' }
  | { readonly type: 'pickUp' };

/** Each sound's kind: the table the settings filter on. */
export const SOUND_KIND: Readonly<Record<SoundName, SoundKind>> = {
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
};

/** Partial's card noises: about a third as loud as Full's (−9 dB), heard but in the background. */
export const PARTIAL_EFFECT_VOLUME = 0.35;

/** How loud each setting plays each kind (times the Volume setting); 0 is not at all. */
export const LEVEL_VOLUME: Readonly<Record<SoundLevel, Readonly<Record<SoundKind, number>>>> = {
  full: { effect: 1, beep: 1, song: 1 },
  partial: { effect: PARTIAL_EFFECT_VOLUME, beep: 1, song: 0 },
  off: { effect: 0, beep: 0, song: 0 },
};

/** A finish plays at most this many chimes, this far apart: enough to hear the cards go home. */
const FINISH_CHIMES = 4;
const CHIME_SPACING_MS = 110;
/** The jingle follows the shuffle; the win song lets the last card's chime ring first. */
const JINGLE_DELAY_MS = 450;
const WIN_DELAY_MS = 250;
/** A flip after a move comes just after the card lands. */
const FLIP_DELAY_MS = 70;

/** The sound of one engine event. */
function soundOfEngineEvent(event: GameEvent): SoundName {
  switch (event.type) {
    case 'draw':
      return 'draw';
    case 'recycle':
      return 'recycle';
    case 'turn':
      return 'flip';
    case 'move':
      return event.to.startsWith('foundation') ? 'foundation' : 'place';
  }
}

const cue = (name: SoundName, delayMs = 0): SoundCue => ({ name, kind: SOUND_KIND[name], delayMs, volume: 1 });

/** The sounds of an event at full volume, before the setting filters and softens them. */
export function cuesFor(trigger: SoundTrigger): SoundCue[] {
  switch (trigger.type) {
    case 'illegal':
      return [cue('illegal')];
    case 'won':
      return [cue('win', WIN_DELAY_MS)];
    case 'pickUp':
      return [cue('pickUp')];
    case 'changed':
      return cuesForChange(trigger.event);
  }
}

function cuesForChange({ cause, events }: Pick<ControllerEvents['changed'], 'cause' | 'events'>): SoundCue[] {
  switch (cause) {
    case 'deal':
      return [cue('shuffle'), cue('newGame', JINGLE_DELAY_MS)];
    case 'restart':
      return [cue('shuffle')];
    case 'undo':
    case 'redo':
      return [cue('place')];
    // A game restored at start-up or loaded from a file appears silently.
    case 'load':
      return [];
    case 'finish': {
      const home = events.filter((e) => e.type === 'move').length;
      return Array.from({ length: Math.min(FINISH_CHIMES, Math.max(1, home)) }, (_, i) => cue('foundation', i * CHIME_SPACING_MS));
    }
    case 'move':
    case 'auto': {
      // One of each sound: a move that also turns a card is a place and a flip, not a pile of echoes.
      const names = [...new Set(events.map(soundOfEngineEvent))];
      return names.map((name) => cue(name, name === 'flip' && names.length > 1 ? FLIP_DELAY_MS : 0));
    }
  }
}

/** The sounds an event plays at a Sound setting, each at that setting's volume for its kind. */
export function soundsFor(trigger: SoundTrigger, level: SoundLevel): SoundCue[] {
  return cuesFor(trigger)
    .map((c) => ({ ...c, volume: LEVEL_VOLUME[level][c.kind] }))
    .filter((c) => c.volume > 0);
}
