/**
 * The monkey's fingers: a seeded random source, random events written as plain data (so a failing run
 * can print exactly what it did), how each one is played with real mouse, touch and key input, and the
 * one-round-trip check the monkey runs after every event.
 *
 * An event names its targets abstractly (a card and a spot inside it, a pile, a fraction of the
 * window), so the list of events depends on the seed alone; where a target lies is looked up only when
 * the event is played, from the table as it was a moment before, often mid-animation.
 */
import type { CDPSession, Page } from 'playwright-core';
import type {} from '../../src/app/automationHook';
import { ALL_CARDS, PILE_IDS, type CardId, type PileId } from '../../src/engine';
import { HOLD_TO_SELECT_MS } from '../../src/game/constants';
import { COMMAND_KEYS, COMMANDS, MOVE_KEYS } from '../../src/ui/input/commandKeys';
import type { Point, Rect } from './tableHelpers';

/** mulberry32: a tiny, well-mixed 32-bit PRNG; the same seed gives the same numbers everywhere. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A float in [low, high). */
  between(low: number, high: number): number {
    return low + this.next() * (high - low);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** One of the keys, each as likely as its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let roll = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries.at(-1)![0];
  }
}

/** A random source of its own for each deal, so one deal can be replayed without the others. */
export function dealRandom(seed: number, index: number): Random {
  return new Random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35));
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Window sizes a resize picks from: phones held either way, a tablet, a desktop window. */
export const SIZES: Readonly<Record<string, Size>> = {
  'phone portrait': { width: 390, height: 844 },
  'phone landscape': { width: 844, height: 390 },
  'small phone': { width: 360, height: 640 },
  'tablet portrait': { width: 768, height: 1024 },
  'tablet landscape': { width: 1024, height: 768 },
  desktop: { width: 1280, height: 800 },
};
/**
 * Headless Chromium draws the table in software: a tablet or desktop window gets under half a phone's
 * frame rate with WebGL, and every round trip waits for a frame. So the big windows come up a third of
 * the time, and a visit to one is short (a few events), while phones stay for dozens.
 */
const SIZE_WEIGHTS: Readonly<Record<string, number>> = {
  'phone portrait': 3,
  'phone landscape': 2,
  'small phone': 1,
  'tablet portrait': 1,
  'tablet landscape': 1,
  desktop: 1,
};
const isPhone = (size: string): boolean => size.includes('phone');

/** Where an event aims: a spot inside a card, a pile's top (its top card, else its slot), or a fraction of the window. */
export type Target =
  | { readonly on: 'card'; readonly card: CardId; readonly fx: number; readonly fy: number }
  | { readonly on: 'pile'; readonly pile: PileId }
  | { readonly on: 'window'; readonly fx: number; readonly fy: number };

export type Finger = 'mouse' | 'touch';

export type MonkeyEvent =
  /** A flick sends all its moves at once (the page sees one or two); a glide lets each land first. */
  | { readonly kind: 'drag'; readonly finger: Finger; readonly pace: 'flick' | 'glide'; readonly path: readonly Target[] }
  | { readonly kind: 'tap'; readonly finger: Finger; readonly at: Target }
  | { readonly kind: 'double-tap'; readonly finger: Finger; readonly at: Target }
  | { readonly kind: 'hold'; readonly finger: Finger; readonly at: Target }
  | { readonly kind: 'key'; readonly key: string }
  | { readonly kind: 'resize'; readonly size: string };

/** Playwright names of every command key and chord ("Ctrl+Shift+Z" → "Control+Shift+z"). */
const COMMAND_PRESSES: readonly string[] = COMMANDS.flatMap((name) => [COMMAND_KEYS[name].key, ...COMMAND_KEYS[name].chords]).map((key) =>
  key.replace('Ctrl+', 'Control+').replace(/(^|\+)([A-Z])$/, (_, plus: string, letter: string) => plus + letter.toLowerCase()),
);
/** The move keys as a player types them (lower case), and now and then in capitals. */
const MOVE_PRESSES: readonly string[] = MOVE_KEYS.flatMap((key) => (/^[A-Z]$/.test(key) ? [key.toLowerCase(), key] : [key]));
/** Keys that work the dialogs (and a focused toolbar button) rather than the table. */
const DIALOG_PRESSES: readonly string[] = ['Enter', 'Tab', 'Shift+Tab', ' '];

/** How often each kind of event comes, in about 100 (a resize is more likely while the window is big, see SIZE_WEIGHTS). */
const EVENT_WEIGHTS = { drag: 30, tap: 20, 'double-tap': 7, hold: 0.4, 'move key': 22, 'command key': 8, escape: 6, 'dialog key': 3 } as const;
const RESIZE_WEIGHT = { phone: 2.5, big: 15 } as const;

function cardTarget(random: Random): Target {
  // Half the time the strip that shows of a card in a fanned column, else anywhere on it.
  const strip = random.chance(0.5);
  return { on: 'card', card: random.pick(ALL_CARDS), fx: random.between(0.1, 0.9), fy: strip ? random.between(0.02, 0.12) : random.between(0.05, 0.95) };
}

function windowTarget(random: Random, edge: boolean, outside: boolean): Target {
  if (outside) {
    // Past an edge of the window: a mouse can leave it mid-drag.
    const beyond = random.between(-0.25, -0.01);
    const along = random.next();
    const sides = [
      { fx: beyond, fy: along },
      { fx: 1 - beyond, fy: along },
      { fx: along, fy: beyond },
      { fx: along, fy: 1 - beyond },
    ];
    return { on: 'window', ...random.pick(sides) };
  }
  if (edge) {
    // The rim of the window: the bars above and below the table, the margins.
    return random.chance(0.5)
      ? { on: 'window', fx: random.next(), fy: random.chance(0.5) ? random.between(0, 0.06) : random.between(0.94, 1) }
      : { on: 'window', fx: random.chance(0.5) ? random.between(0, 0.03) : random.between(0.97, 1), fy: random.next() };
  }
  return { on: 'window', fx: random.next(), fy: random.next() };
}

function target(random: Random, use: 'press' | 'drop' | 'waypoint'): Target {
  const weights =
    use === 'press'
      ? { card: 60, pile: 10, window: 25, edge: 5, outside: 0 }
      : use === 'drop'
        ? { card: 15, pile: 40, window: 25, edge: 12, outside: 8 }
        : { card: 20, pile: 20, window: 50, edge: 5, outside: 5 };
  const kind = random.weighted(weights);
  if (kind === 'card') return cardTarget(random);
  if (kind === 'pile') return { on: 'pile', pile: random.pick(PILE_IDS) };
  return windowTarget(random, kind === 'edge', kind === 'outside');
}

/** The monkey's stream of events for one deal: the seed decides everything, the page nothing. */
export class Monkey {
  /** The window size the last resize asked for. */
  private size = 'phone portrait';

  /** `touch`: the page has a touch screen, so most pointer events come from a finger. */
  constructor(
    private readonly random: Random,
    private readonly touch: boolean,
  ) {}

  next(): MonkeyEvent {
    const random = this.random;
    const kind = random.weighted({ ...EVENT_WEIGHTS, resize: isPhone(this.size) ? RESIZE_WEIGHT.phone : RESIZE_WEIGHT.big });
    const finger: Finger = this.touch && random.chance(0.75) ? 'touch' : 'mouse';
    switch (kind) {
      case 'drag': {
        const path = [target(random, 'press')];
        for (let i = random.int(3); i > 0; i--) path.push(target(random, 'waypoint'));
        // Now and then a jitter: released about where it was pressed.
        path.push(random.chance(0.08) ? path[0]! : target(random, 'drop'));
        return { kind, finger, pace: random.chance(0.75) ? 'flick' : 'glide', path };
      }
      case 'tap':
      case 'double-tap':
        return { kind, finger, at: target(random, 'press') };
      case 'hold':
        return { kind, finger, at: cardTarget(random) };
      case 'move key':
        return { kind: 'key', key: random.pick(MOVE_PRESSES) };
      case 'command key':
        return { kind: 'key', key: random.pick(COMMAND_PRESSES) };
      case 'escape':
        return { kind: 'key', key: 'Escape' };
      case 'dialog key':
        return { kind: 'key', key: random.pick(DIALOG_PRESSES) };
      case 'resize':
        this.size = random.weighted(SIZE_WEIGHTS);
        return { kind, size: this.size };
    }
  }
}

/** What the page looked like after the last event: where things are, and what was wrong. */
export interface PageView {
  readonly problems: string[];
  readonly cards: Readonly<Record<string, Rect | null>>;
  readonly piles: Readonly<Record<string, Rect | null>>;
  /** Each pile's top card, or null when it is empty. */
  readonly tops: Readonly<Record<string, string | null>>;
  readonly viewport: Size;
  /** A dialog was open: the table underneath ignores the pointer and the keys. */
  readonly dialog: boolean;
}

const round = (n: number): number => Math.round(n);

/** The page point a target stands for, as the page was last seen. */
export function pointOf(at: Target, view: PageView): Point {
  const { width, height } = view.viewport;
  if (at.on === 'window') return { x: round(at.fx * width), y: round(at.fy * height) };
  const rect = at.on === 'card' ? view.cards[at.card] : (view.cards[view.tops[at.pile] ?? ''] ?? view.piles[at.pile]);
  if (!rect) return { x: round(width / 2), y: round(height / 2) };
  const [fx, fy] = at.on === 'card' ? [at.fx, at.fy] : [0.5, 0.5];
  return { x: round(rect.x + rect.width * fx), y: round(rect.y + rect.height * fy) };
}

function describeTarget(at: Target, point: Point): string {
  const where = at.on === 'card' ? at.card : at.on === 'pile' ? at.pile : 'window';
  return `${where}(${point.x},${point.y})`;
}

/** One line for a report: the event and where its points landed this time. */
export function describeEvent(event: MonkeyEvent, view: PageView): string {
  switch (event.kind) {
    case 'drag':
      return `${event.finger} ${event.pace} ${event.path.map((at) => describeTarget(at, pointOf(at, view))).join(' → ')}`;
    case 'tap':
    case 'double-tap':
    case 'hold':
      return `${event.finger} ${event.kind} ${describeTarget(event.at, pointOf(event.at, view))}`;
    case 'key':
      return `key ${JSON.stringify(event.key)}`;
    case 'resize':
      return `resize to ${event.size} ${SIZES[event.size]!.width}×${SIZES[event.size]!.height}`;
  }
}

/** A step of an event: one or more DevTools commands, sent when called. */
type Step = () => Promise<unknown>;

/**
 * Plays events on one page. The mouse and the finger go through Chromium's DevTools protocol, as
 * Playwright's own mouse does, but without its drag-and-drop probing (it costs several round trips per
 * move while a button is held); the steps of a flick, a tap or a key press are sent without waiting for
 * each other, so they reach the page within a frame or two, as quick fingers would.
 */
export class Fingers {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async on(page: Page): Promise<Fingers> {
    return new Fingers(page, await page.context().newCDPSession(page));
  }

  /** Plays the event; resolves once the browser has delivered all of it. */
  async play(event: MonkeyEvent, view: PageView): Promise<void> {
    for (const group of this.steps(event, view)) await Promise.all(group.map((step) => step()));
  }

  /** The event as groups of steps: each group is sent at once, after the one before has been delivered. */
  private steps(event: MonkeyEvent, view: PageView): Step[][] {
    switch (event.kind) {
      case 'drag': {
        const [first, ...rest] = event.path.map((at) => pointOf(at, view));
        const [press, ...moves] = [this.press(event.finger, first!), ...rest.map((p) => this.drag(event.finger, p))];
        const release = this.release(event.finger, rest.at(-1) ?? first!);
        // A glide still sends its press with the first move, the threshold-crossing nudge of a quick finger.
        if (event.pace === 'flick') return [[press!, ...moves, release]];
        return [[press!, moves[0]!], ...moves.slice(1).map((m) => [m]), [release]];
      }
      case 'tap':
      case 'double-tap': {
        const at = pointOf(event.at, view);
        const taps = event.kind === 'tap' ? [1] : [1, 2];
        return [[...taps.flatMap((count) => [this.press(event.finger, at, count), this.release(event.finger, at, count)])]];
      }
      case 'hold': {
        const at = pointOf(event.at, view);
        // A fixed wait on purpose: the finger resting on the glass for the hold's length is the event
        // itself, not a wait for a state (a hold may land anywhere, so there is no selection to wait
        // for). Held a little past the threshold, as a player's finger is.
        const wait: Step = () => new Promise((resolve) => setTimeout(resolve, HOLD_TO_SELECT_MS + 80));
        return [[this.press(event.finger, at)], [wait], [this.release(event.finger, at)]];
      }
      case 'key': {
        // "Control+Shift+z": every key down in order, then up in reverse.
        const keys = event.key.split('+');
        const { keyboard } = this.page;
        return [[...keys.map((k) => () => keyboard.down(k)), ...[...keys].reverse().map((k) => () => keyboard.up(k))]];
      }
      case 'resize':
        return [[() => this.page.setViewportSize(SIZES[event.size]!)]];
    }
  }

  private send(method: 'Input.dispatchMouseEvent' | 'Input.dispatchTouchEvent', params: object): Step {
    return () => this.cdp.send(method, params as never);
  }

  private press(finger: Finger, at: Point, clickCount = 1): Step {
    if (finger === 'touch') return this.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y, id: 1 }] });
    const move = this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: at.x, y: at.y, button: 'none', buttons: 0 });
    const down = this.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: at.x, y: at.y, button: 'left', buttons: 1, clickCount });
    return () => Promise.all([move(), down()]);
  }

  private drag(finger: Finger, to: Point): Step {
    return finger === 'touch'
      ? this.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to.x, y: to.y, id: 1 }] })
      : this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: to.x, y: to.y, button: 'left', buttons: 1 });
  }

  private release(finger: Finger, at: Point, clickCount = 1): Step {
    return finger === 'touch'
      ? this.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      : this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: at.x, y: at.y, button: 'left', buttons: 0, clickCount });
  }
}

/**
 * The check after every event, in one round trip: the table holds the 52 cards, each once; every card
 * has a rectangle that overlaps the window. A card may be off the window for a moment (a run dragged
 * past the edge flies back), so rectangles get `grace` to come back before that counts.
 */
export function inspect(page: Page, grace: { readonly ms: number; readonly frames: number }): Promise<PageView> {
  return page.evaluate(
    async ({ cardIds, pileIds, grace }) => {
      const hook = window.klondike!;
      const problems: string[] = [];
      const state = hook.state();
      const held = [...state.stock, ...state.waste, ...state.foundations.flat(), ...state.tableau.flatMap((c) => [...c.down, ...c.up])];
      const known = new Set(cardIds);
      const seen = new Set<string>();
      for (const card of held) {
        if (!known.has(card)) problems.push(`unknown card ${JSON.stringify(card)}`);
        else if (seen.has(card)) problems.push(`${card} twice`);
        seen.add(card);
      }
      const missing = cardIds.filter((card) => !seen.has(card));
      if (held.length !== 52 || missing.length > 0) problems.push(`${held.length} cards, missing ${missing.join(' ') || 'none'}`);

      const rects = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, hook.rect(id as CardId)]));
      const offWindow = (cards: Record<string, Rect | null>): string[] =>
        cardIds.filter((id) => {
          const r = cards[id];
          return !r || !(r.width > 0 && r.height > 0 && r.x < innerWidth && r.x + r.width > 0 && r.y < innerHeight && r.y + r.height > 0);
        });
      const start = performance.now();
      let cards = rects(cardIds);
      for (let frames = 0; offWindow(cards).length > 0 && (frames < grace.frames || performance.now() - start < grace.ms); frames++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        cards = rects(cardIds);
      }
      const lost = offWindow(cards);
      if (lost.length > 0) {
        const where = lost.map((id) => `${id}:${JSON.stringify(cards[id])}`).join(' ');
        problems.push(`not in the ${innerWidth}×${innerHeight} window after ${Math.round(performance.now() - start)} ms: ${where}`);
      }
      const after = hook.state();
      const top = (pile: string): string | null => {
        if (pile === 'stock') return after.stock.at(-1) ?? null;
        if (pile === 'waste') return after.waste.at(-1) ?? null;
        const n = Number(pile.slice(-1)) - 1;
        return (pile.startsWith('foundation') ? after.foundations[n]!.at(-1) : after.tableau[n]!.up.at(-1)) ?? null;
      };
      return {
        problems,
        cards,
        piles: rects(pileIds),
        tops: Object.fromEntries(pileIds.map((pile) => [pile, top(pile)])),
        viewport: { width: innerWidth, height: innerHeight },
        dialog: document.querySelector('dialog[open]') !== null,
      };
    },
    { cardIds: [...ALL_CARDS] as string[], pileIds: [...PILE_IDS] as string[], grace },
  );
}
