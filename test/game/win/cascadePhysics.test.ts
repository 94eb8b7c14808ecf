/** The win's cascade: every card bounces on the floor, never falls through it, and leaves the felt. */
import { describe, expect, test } from 'vitest';
import { cascadeStep, launch, LAUNCH_EVERY_MS, type Felt } from '../../../src/game/win/cascadePhysics';

describe.each<[string, Felt, number, number]>([
  ['phone held upright', { width: 390, floor: 786 }, 49, 69],
  ['phone on its side', { width: 780, floor: 390 }, 50, 70],
  ['desktop', { width: 1280, floor: 742 }, 101, 141],
])('%s', (_name, felt, cardWidth, cardHeight) => {
  test('every card stays above the floor and is off the felt within 4 s; most bounce on the way', () => {
    let bouncing = 0;
    for (let index = 0; index < 52; index++) {
      // From a foundation in the top row.
      const flight = launch(index, felt.width * (0.1 + 0.1 * (index % 4)), 80, felt);
      let bounces = 0;
      let seconds = 0;
      for (; seconds < 10; seconds += 1 / 60) {
        const falling = flight.vy > 0;
        const onFelt = cascadeStep(flight, 1 / 60, felt, cardWidth, cardHeight);
        if (falling && flight.vy < 0) bounces++;
        expect(flight.y + cardHeight / 2).toBeLessThanOrEqual(felt.floor + 1e-9);
        if (!onFelt) break;
      }
      expect(seconds, `card ${index}`).toBeLessThan(4);
      if (bounces > 0) bouncing++;
    }
    // A card leaving a foundation near the edge, towards it, may be gone before it lands.
    expect(bouncing).toBeGreaterThanOrEqual(40);
  });
});

test('the whole cascade lasts a few seconds: 52 launches, then the last card leaves', () => {
  expect(51 * LAUNCH_EVERY_MS).toBeLessThan(4000);
});
