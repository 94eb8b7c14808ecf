/**
 * Synthesises every sound of the game in code (no recorded samples), lays them out as ONE audio
 * sprite with short gaps, and encodes it with ffmpeg to the files the app imports:
 *   assets/sounds/sprite.webm  (Opus, mono, 48 kbps: Chromium, Firefox, Android)
 *   assets/sounds/sprite.mp3   (mono, 64 kbps: Safari's fallback)
 *   src/game/audio/spriteMap.ts (each sound's offset and length in ms)
 *
 * Run: `npx tsx scripts/make-sounds.ts`. ffmpeg is needed only here (`apt-get install ffmpeg`); the
 * encoded files are committed, so the build and CI never need it. The output is deterministic: the
 * noise comes from a seeded PRNG and the encoders run in bit-exact mode.
 *
 * Levels: every sound is peak-normalised to a target of its own: the songs to −3 dBFS, the chime and
 * the error beep a little lower, the card noises lower still, so that no effect is louder than a song.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RATE = 48_000;
const GAP_MS = 100;
const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'assets/sounds');
const MAP_FILE = join(ROOT, 'src/game/audio/spriteMap.ts');

type Samples = Float32Array;

// ---------------------------------------------------------------------------------------------
// Building blocks

/** mulberry32: a tiny seeded PRNG, so the noise (and the files) are the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const buffer = (seconds: number): Samples => new Float32Array(Math.round(seconds * RATE));
const hz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** Adds `source` into `target` at `atSeconds`, scaled by `gain`. */
function mix(target: Samples, source: Samples, atSeconds: number, gain = 1): void {
  const start = Math.round(atSeconds * RATE);
  for (let i = 0; i < source.length && start + i < target.length; i++) target[start + i]! += source[i]! * gain;
}

/** A linear attack, then an exponential decay with time constant `tau` (seconds). */
function pluckEnvelope(t: number, attack: number, tau: number): number {
  return t < attack ? t / attack : Math.exp(-(t - attack) / tau);
}

/** Additive synthesis: `partials` are [frequency ratio, amplitude] pairs over `freq`. */
function tone(freq: number, seconds: number, partials: readonly (readonly [number, number])[], envelope: (t: number) => number): Samples {
  const out = buffer(seconds);
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    let v = 0;
    for (const [ratio, amp] of partials) {
      // Higher partials die sooner, as on a struck bar: that is what keeps additive tones soft.
      v += amp * Math.sin(2 * Math.PI * freq * ratio * t) * Math.exp(-t * (ratio - 1) * 3);
    }
    // A 10 ms fade at the end: a tone cut off mid-ring would click.
    out[i] = v * envelope(t) * Math.min(1, (out.length - 1 - i) / (0.01 * RATE));
  }
  return out;
}

/** RBJ biquad band-pass whose centre may move over time (`centre(t)` in Hz). */
function bandNoise(seconds: number, seed: number, centre: (t: number) => number, q: number, envelope: (t: number) => number): Samples {
  const random = prng(seed);
  const out = buffer(seconds);
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const w = (2 * Math.PI * centre(t)) / RATE;
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    const x = random() * 2 - 1;
    const y = (alpha * x - alpha * x2 + 2 * Math.cos(w) * y1 - (1 - alpha) * y2) / a0;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    out[i] = y * envelope(t);
  }
  return out;
}

/** One-pole low-pass, to take the edge off noise. */
function lowPass(samples: Samples, cutoff: number): Samples {
  const k = 1 - Math.exp((-2 * Math.PI * cutoff) / RATE);
  let y = 0;
  return samples.map((x) => (y += k * (x - y)));
}

/** Scales to a peak of `dbfs` and fades the last 5 ms out, so no sound ends in a click. */
function normalise(samples: Samples, dbfs: number): Samples {
  let peak = 0;
  for (const v of samples) peak = Math.max(peak, Math.abs(v));
  const gain = peak > 0 ? 10 ** (dbfs / 20) / peak : 0;
  const fade = Math.round(0.005 * RATE);
  return samples.map((v, i) => v * gain * Math.min(1, (samples.length - 1 - i) / fade));
}

// ---------------------------------------------------------------------------------------------
// The sounds

const BELL: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 0.35],
  [3, 0.12],
  [4.2, 0.05],
];
const SOFT: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 0.15],
];

/** A light tick as a card leaves the table. */
function pickUp(): Samples {
  const s = bandNoise(
    0.07,
    1,
    () => 3200,
    1.2,
    (t) => pluckEnvelope(t, 0.002, 0.012),
  );
  mix(
    s,
    tone(900, 0.07, SOFT, (t) => pluckEnvelope(t, 0.001, 0.01)),
    0,
    0.25,
  );
  return s;
}

/** A soft, low thump as a card lands. */
function place(): Samples {
  const s = lowPass(
    bandNoise(
      0.12,
      2,
      () => 900,
      0.8,
      (t) => pluckEnvelope(t, 0.002, 0.018),
    ),
    2500,
  );
  mix(
    s,
    tone(150, 0.12, SOFT, (t) => pluckEnvelope(t, 0.002, 0.03)),
    0,
    0.6,
  );
  return s;
}

/** A quick swish as a card turns over. */
function flip(): Samples {
  return bandNoise(
    0.1,
    3,
    (t) => 1500 + 40_000 * t,
    1.5,
    (t) => (t < 0.025 ? t / 0.025 : Math.exp(-(t - 0.025) / 0.02)),
  );
}

/** The stock: a swish and a tick. */
function draw(): Samples {
  const s = bandNoise(
    0.13,
    4,
    (t) => 2200 + 20_000 * t,
    1.3,
    (t) => (t < 0.02 ? t / 0.02 : Math.exp(-(t - 0.02) / 0.025)),
  );
  mix(s, pickUp(), 0.05, 0.5);
  return s;
}

/** The waste turned back into the stock: a falling sweep, then the pile set down. */
function recycle(): Samples {
  const s = buffer(0.42);
  mix(
    s,
    bandNoise(
      0.3,
      5,
      (t) => 5000 - 13_000 * t,
      1.2,
      (t) => Math.sin((Math.PI * t) / 0.3) ** 2,
    ),
    0,
  );
  mix(s, place(), 0.28, 1.4);
  return s;
}

/** A quick riffle: a burst of small clicks that speeds up, then settles, and the deck set down. */
function shuffle(): Samples {
  const s = buffer(0.62);
  const random = prng(6);
  let at = 0;
  for (let i = 0; i < 18; i++) {
    const click = bandNoise(
      0.015,
      100 + i,
      () => 2500 + random() * 2000,
      1.5,
      (t) => pluckEnvelope(t, 0.001, 0.004),
    );
    mix(s, click, at, 0.6 + random() * 0.4);
    at += 0.018 + (0.012 * Math.abs(i - 9)) / 9 + random() * 0.006;
  }
  mix(s, place(), at + 0.02, 1.2);
  return s;
}

/** A soft chime (E6) as a card goes home. */
function foundation(): Samples {
  const s = tone(hz(88), 0.5, BELL, (t) => pluckEnvelope(t, 0.004, 0.12));
  mix(
    s,
    tone(hz(95), 0.5, BELL, (t) => pluckEnvelope(t, 0.004, 0.09)),
    0.03,
    0.2,
  );
  return s;
}

/** A gentle two-note "no": low, short, falling. */
function illegal(): Samples {
  const s = buffer(0.27);
  const note = (midi: number): Samples => tone(hz(midi), 0.12, SOFT, (t) => Math.min(t / 0.008, 1, (0.12 - t) / 0.03));
  mix(s, note(57), 0);
  mix(s, note(53), 0.13);
  return s;
}

/** A sequence of [midi note, start beat, length in beats]. */
type Score = readonly (readonly [number, number, number])[];

/** Plucked bell notes over a soft pad of chords. */
function song(melody: Score, chords: Score, beat: number, tail: number): Samples {
  const end = Math.max(...melody.map(([, at, len]) => at + len));
  const s = buffer(end * beat + tail);
  for (const [midi, at, len] of melody) {
    const ring = len * beat + tail;
    mix(
      s,
      tone(hz(midi), ring, BELL, (t) => pluckEnvelope(t, 0.005, 0.18 + 0.12 * len)),
      at * beat,
    );
  }
  for (const [midi, at, len] of chords) {
    const hold = len * beat;
    const pad = tone(hz(midi), hold + 0.3, SOFT, (t) => Math.min(t / 0.06, 1) * (t < hold ? 1 : Math.exp(-(t - hold) / 0.1)));
    mix(s, pad, at * beat, 0.18);
  }
  return s;
}

/** The new-game jingle: a bright rising arpeggio, about a second. */
function newGame(): Samples {
  return song(
    [
      [72, 0, 1],
      [76, 1, 1],
      [79, 2, 1],
      [84, 3, 2],
    ],
    [
      [48, 0, 5],
      [55, 0, 5],
    ],
    0.12,
    0.4,
  );
}

/** The win song: four short phrases in C major, a little under four seconds. */
function win(): Samples {
  const melody: Score = [
    [67, 0, 1],
    [72, 1, 1],
    [76, 2, 1],
    [79, 3, 1],
    [76, 4, 1],
    [79, 5, 1],
    [84, 6, 2],
    [81, 8, 1],
    [77, 9, 1],
    [74, 10, 1],
    [79, 11, 1],
    [76, 12, 1],
    [72, 13, 1],
    [79, 14, 1],
    [84, 15, 3],
  ];
  const chords: Score = [
    [48, 0, 8],
    [55, 0, 8],
    [64, 4, 4],
    [53, 8, 3],
    [60, 8, 3],
    [55, 11, 3],
    [62, 11, 3],
    [48, 14, 4],
    [55, 14, 4],
    [64, 14, 4],
  ];
  return song(melody, chords, 0.18, 0.55);
}

/** Name → [synth, peak dBFS]. The order is the order in the sprite. */
const SOUNDS: readonly (readonly [string, () => Samples, number])[] = [
  ['pickUp', pickUp, -12],
  ['place', place, -10],
  ['flip', flip, -12],
  ['draw', draw, -11],
  ['recycle', recycle, -10],
  ['shuffle', shuffle, -10],
  ['foundation', foundation, -9],
  ['illegal', illegal, -13],
  ['newGame', newGame, -4],
  ['win', win, -3],
];

// ---------------------------------------------------------------------------------------------
// Sprite, WAV, encoding

function wav(samples: Samples): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const dbfs = (v: number): string => (v > 0 ? (20 * Math.log10(v)).toFixed(1) : '-inf');

function main(): void {
  const rendered = SOUNDS.map(([name, synth, peak]) => ({ name, samples: normalise(synth(), peak) }));
  // The sprite starts with a gap too: MP3 decoders add a few ms of delay at the very start.
  const sprite: Record<string, [number, number]> = {};
  let cursorMs = GAP_MS;
  for (const { name, samples } of rendered) {
    const lengthMs = Math.ceil((samples.length / RATE) * 1000);
    sprite[name] = [cursorMs, lengthMs];
    cursorMs += lengthMs + GAP_MS;
  }
  const all = buffer(cursorMs / 1000);
  for (const { name, samples } of rendered) mix(all, samples, sprite[name]![0] / 1000);

  console.log('sound        offset  length   peak   rms (dBFS)');
  for (const { name, samples } of rendered) {
    let peak = 0,
      sum = 0;
    for (const v of samples) {
      peak = Math.max(peak, Math.abs(v));
      sum += v * v;
    }
    const [offset, length] = sprite[name]!;
    console.log(
      `${name.padEnd(12)} ${String(offset).padStart(6)} ${String(length).padStart(7)} ${dbfs(peak).padStart(6)} ${dbfs(Math.sqrt(sum / samples.length)).padStart(6)}`,
    );
  }

  const temp = mkdtempSync(join(tmpdir(), 'klondike-sounds-'));
  try {
    const source = join(temp, 'sprite.wav');
    writeFileSync(source, wav(all));
    mkdirSync(OUT_DIR, { recursive: true });
    const common = ['-y', '-v', 'error', '-i', source, '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-ac', '1'];
    execFileSync('ffmpeg', [...common, '-c:a', 'libopus', '-b:a', '48k', '-application', 'audio', join(OUT_DIR, 'sprite.webm')]);
    execFileSync('ffmpeg', [...common, '-c:a', 'libmp3lame', '-b:a', '64k', '-ar', String(RATE), join(OUT_DIR, 'sprite.mp3')]);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }

  const entries = Object.entries(sprite)
    .map(([name, [offset, length]]) => `  ${name}: [${offset}, ${length}],`)
    .join('\n');
  writeFileSync(
    MAP_FILE,
    `/**
 * The audio sprite's layout: each sound's [offset, length] in milliseconds within
 * assets/sounds/sprite.webm and sprite.mp3. GENERATED by scripts/make-sounds.ts — do not edit.
 */
export const SPRITE = {
${entries}
} as const satisfies Record<string, readonly [number, number]>;

/** The name of a sound in the sprite. */
export type SoundName = keyof typeof SPRITE;

/** The sprite's whole length in milliseconds. */
export const SPRITE_LENGTH_MS = ${cursorMs};
`,
  );

  for (const file of ['sprite.webm', 'sprite.mp3']) {
    console.log(`${file}: ${(statSync(join(OUT_DIR, file)).size / 1024).toFixed(1)} KiB`);
  }
  console.log(`duration: ${(cursorMs / 1000).toFixed(2)} s`);
}

main();
