/**
 * The motion of the win's cascade (WinCascade.ts), as pure functions of time: where a card leaves the
 * foundations for, how it falls and bounces, and when it has left the felt.
 */

/** One card on its way: where it is (its centre, CSS px) and how fast it goes (px per second). */
export interface Flight {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/**
 * The felt the cards bounce on (CSS px); `floor` is the bottom edge a card's lower side bounces on.
 * `top` is the top of the table's area, under the status bar: the cascade is drawn only below it
 * (a card thrown higher passes under the bar's edge). None: the top of the screen.
 */
export interface Felt {
  readonly width: number;
  readonly floor: number;
  readonly top?: number;
}

/** A new card leaves every this many ms: 52 cards take about 3.6 s, and the last one about 2 s more. */
export const LAUNCH_EVERY_MS = 70;
/** Share of its speed a card keeps at each bounce. */
const BOUNCE = 0.72;

/**
 * The launch of card `index` (0-based) from (x, y): a speed sideways of 0.3–0.85 felt widths a second,
 * mostly towards the farther edge, and a small upward kick. Derived from the index, so every win looks alike
 * (and a test can replay it).
 */
export function launch(index: number, x: number, y: number, felt: Felt): Flight {
  const spread = (index * 0.618034) % 1;
  // Most cards cross the felt, away from the nearer edge; every fourth goes the short way.
  const side = (x < felt.width / 2 ? 1 : -1) * (index % 4 === 3 ? -1 : 1);
  return { x, y, vx: side * felt.width * (0.3 + 0.55 * spread), vy: -felt.floor * (0.2 + 0.6 * ((index * 0.381966) % 1)) };
}

/**
 * Moves a card on by `dt` seconds: gravity, and a bounce on the floor. Returns false once the card is
 * wholly off the felt at the left or right, where it ends.
 */
export function cascadeStep(flight: Flight, dt: number, felt: Felt, cardWidth: number, cardHeight: number): boolean {
  const gravity = felt.floor * 2.4;
  flight.vy += gravity * dt;
  flight.x += flight.vx * dt;
  flight.y += flight.vy * dt;
  const lowest = felt.floor - cardHeight / 2;
  if (flight.y > lowest) {
    flight.y = lowest;
    flight.vy = -Math.abs(flight.vy) * BOUNCE;
  }
  return flight.x + cardWidth / 2 > 0 && flight.x - cardWidth / 2 < felt.width;
}
