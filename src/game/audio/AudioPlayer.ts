/**
 * The table's sounds, through Howler: one audio sprite (assets/sounds, made by
 * scripts/make-sounds.ts), played as the sound policy decides for each controller event.
 *
 * Sound never stands in the game's way: nothing here throws, a sprite that fails to load or play is
 * simply not heard, and nothing is written to the console. Browsers let an audio context start only
 * after the player's first press or key, and sounds asked for before that are dropped rather than
 * played late. A hidden page is silent. Howler itself is loaded after that first gesture too: it is a
 * sixth of the app's code, and no sound can play before then anyway.
 *
 * Starting audio is not done in the gesture itself but once the table is next quiet (`whenQuiet`:
 * nothing moving or pressed): creating the audio context blocks the page while the browser asks the
 * system for its output device (120 ms in a trace of headless Chromium), and the decoding of the
 * sprite takes a core for as long; in the gesture, both froze the first drag of a session at its
 * pick-up. A sound asked for meanwhile waits (see QUEUED_SOUND_MAX_AGE_MS).
 *
 * Test probe: `window.__klondikeAudio.played` lists every sound handed to Howler, in order.
 */
import type { Howl } from 'howler';
import type { TableSession } from '../../app/session/session';
import type { ControllerEvents } from '../../app/session/events';
import { LEVEL_VOLUME, soundsFor, type SoundCue, type SoundKind, type SoundTrigger } from './soundPolicy';
import { SPRITE, type SoundName } from './spriteMap';

// `new URL(…, import.meta.url)`: Vite hashes and emits the files (and the service worker precaches them).
const WEBM_URL = new URL('../../../assets/sounds/sprite.webm', import.meta.url).href;
const MP3_URL = new URL('../../../assets/sounds/sprite.mp3', import.meta.url).href;

/**
 * What the probe records: a sound handed to Howler (`played`, with its volume relative to the Volume
 * setting: Partial plays card noises softly), one Howler reports started (`heard`), and whether audio
 * has begun to start (`started`: Howler asked for, after the first gesture).
 */
export interface AudioProbe {
  readonly played: { name: SoundName; kind: SoundKind; volume: number }[];
  readonly heard: SoundName[];
  started: boolean;
}

declare global {
  interface Window {
    __klondikeAudio?: AudioProbe;
  }
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;
/** A sound asked for while Howler is still loading plays when it arrives, unless it is older than this. */
const QUEUED_SOUND_MAX_AGE_MS = 1000;

type HowlerModule = typeof import('howler');

export class AudioPlayer {
  private howl: Howl | null = null;
  /** Howler's module: null until the first gesture has loaded it. */
  private howler: HowlerModule | null = null;
  private loading = false;
  /** Whether the start of audio (loading Howler, then the context) waits for a quiet table. */
  private startAsked = false;
  private readonly queued: { cue: SoundCue; at: number }[] = [];
  private failed = false;
  private unlocked = false;
  private readonly songs = new Set<number>();
  /** Howler's sound ids → sprite names, for the probe's `heard`. */
  private readonly names = new Map<number, SoundName>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly offs: (() => void)[] = [];
  private readonly probe: AudioProbe = { played: [], heard: [], started: false };

  /** `whenQuiet(work)` runs `work` once the table is next quiet (nothing moving or pressed). */
  constructor(
    private readonly controller: TableSession,
    private readonly whenQuiet: (work: () => void) => void,
  ) {
    window.__klondikeAudio = this.probe;
    this.listen();
    const unlock = (): void => this.unlock();
    for (const type of GESTURES) window.addEventListener(type, unlock, { capture: true });
    this.offs.push(() => GESTURES.forEach((type) => window.removeEventListener(type, unlock, { capture: true })));
    const visibility = (): void => this.onVisibility();
    document.addEventListener('visibilitychange', visibility);
    this.offs.push(() => document.removeEventListener('visibilitychange', visibility));
  }

  /** A card (or run) was picked up by a drag: the table tells the player directly, not through the game. */
  pickUp(): void {
    this.trigger({ type: 'pickUp' });
  }

  /** Stops every sound and lets go of every listener and the sprite. */
  destroy(): void {
    this.offs.splice(0).forEach((off) => off());
    this.clearTimers();
    try {
      this.howl?.unload();
    } catch {
      /* already gone */
    }
    this.howl = null;
  }

  private listen(): void {
    const on = <K extends keyof ControllerEvents>(type: K, handler: (event: ControllerEvents[K]) => void): void => {
      this.controller.events.on(type, handler);
      this.offs.push(() => this.controller.events.off(type, handler));
    };
    on('changed', (event) => this.trigger({ type: 'changed', event }));
    on('illegal', () => this.trigger({ type: 'illegal' }));
    on('won', () => this.trigger({ type: 'won' }));
    on('settings', () => this.applySettings());
  }

  /** The one way in: the policy decides, this carries it out. */
  private trigger(trigger: SoundTrigger): void {
    for (const cue of soundsFor(trigger, this.controller.settings.sound)) {
      if (cue.delayMs <= 0) {
        this.play(cue);
        continue;
      }
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.play(cue);
      }, cue.delayMs);
      this.timers.add(timer);
    }
  }

  private play(cue: SoundCue): void {
    // Checked again at play time: a delayed cue may outlive a change of setting or a hidden page.
    const { sound, volume } = this.controller.settings;
    const loudness = LEVEL_VOLUME[sound][cue.kind];
    if (!this.unlocked || document.hidden || loudness === 0) return;
    if (this.failed) return;
    const howl = this.howl;
    if (howl === null) {
      // Sound was off at the first gesture, or audio is on its way: start it, play this when it is here.
      this.queued.push({ cue, at: performance.now() });
      this.startWhenQuiet();
      return;
    }
    try {
      const id = howl.play(cue.name);
      this.probe.played.push({ name: cue.name, kind: cue.kind, volume: loudness });
      this.names.set(id, cue.name);
      if (cue.kind === 'song') this.songs.add(id);
      // This sound's own volume (Partial's card noises are soft); the sprite's stays the Volume setting.
      howl.volume(volume * loudness, id);
    } catch {
      // A sound that cannot play is not heard; the game goes on.
    }
  }

  /** The sprite, created on first use after the first gesture; null when audio is unavailable. */
  private ensureHowl(): Howl | null {
    if (this.howl !== null || this.failed || this.howler === null) return this.howl;
    const { Howl } = this.howler;
    try {
      const sprite = Object.fromEntries(Object.entries(SPRITE).map(([name, [offset, length]]) => [name, [offset, length] as [number, number]]));
      this.howl = new Howl({
        src: [WEBM_URL, MP3_URL],
        format: ['webm', 'mp3'],
        sprite,
        volume: this.controller.settings.volume,
        onloaderror: () => this.fail(),
        onplayerror: (id) => this.songs.delete(id),
        onplay: (id) => {
          const name = this.names.get(id);
          if (name !== undefined) this.probe.heard.push(name);
        },
        onend: (id) => {
          this.songs.delete(id);
          this.names.delete(id);
        },
      });
    } catch {
      this.fail();
    }
    return this.howl;
  }

  private fail(): void {
    this.failed = true;
    this.queued.length = 0;
    const howl = this.howl;
    this.howl = null;
    try {
      howl?.unload();
    } catch {
      /* nothing to undo */
    }
  }

  /** The first press or key: the browser now lets audio start. */
  private unlock(): void {
    if (this.unlocked) return;
    this.unlocked = true;
    if (this.controller.settings.sound === 'off') return;
    this.startWhenQuiet();
  }

  /** Starts audio (once) when the table is next quiet: off the gesture that allowed it (see above). */
  private startWhenQuiet(): void {
    if (this.startAsked) return;
    this.startAsked = true;
    this.whenQuiet(() => this.loadHowler());
  }

  /**
   * Loads Howler (once); then, at the next quiet table again (the module may arrive mid-gesture), starts
   * the sprite and its audio context and plays what was asked for meanwhile.
   */
  private loadHowler(): void {
    if (this.howler !== null || this.loading || this.failed) return;
    this.loading = true;
    this.probe.started = true;
    import('howler')
      .then(
        (module) => {
          this.howler = module;
          this.whenQuiet(() => this.startSprite());
        },
        () => this.fail(),
      )
      .finally(() => {
        this.loading = false;
      });
  }

  private startSprite(): void {
    if (this.ensureHowl() === null) return;
    this.resumeContext();
    const now = performance.now();
    for (const { cue, at } of this.queued.splice(0)) if (now - at <= QUEUED_SOUND_MAX_AGE_MS) this.play(cue);
  }

  private resumeContext(): void {
    try {
      // Howler's own autoUnlock does this too; doing it here makes the first sound after a press audible.
      const ctx = this.howler?.Howler.ctx as AudioContext | null | undefined;
      void ctx?.resume().catch(() => undefined);
    } catch {
      // No Web Audio: Howler falls back to HTML5 audio, or stays silent.
    }
  }

  private applySettings(): void {
    const { sound, volume } = this.controller.settings;
    const howl = this.howl;
    if (howl === null) return;
    try {
      howl.volume(volume);
      if (sound === 'off') {
        this.clearTimers();
        howl.stop();
      }
      if (sound !== 'full') this.stopSongs();
    } catch {
      /* silent */
    }
  }

  private stopSongs(): void {
    const howl = this.howl;
    for (const id of this.songs) {
      try {
        howl?.stop(id);
      } catch {
        /* silent */
      }
    }
    this.songs.clear();
  }

  /** Hidden: stop and mute everything; shown again: unmute (what was stopped stays stopped). */
  private onVisibility(): void {
    const howl = this.howl;
    if (howl === null) return;
    try {
      if (document.hidden) {
        this.clearTimers();
        howl.stop();
        howl.mute(true);
        this.songs.clear();
      } else {
        howl.mute(false);
        this.resumeContext();
      }
    } catch {
      /* silent */
    }
  }

  private clearTimers(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
  }
}
