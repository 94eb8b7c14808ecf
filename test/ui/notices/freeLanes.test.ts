import { describe, expect, test } from 'vitest';
import { coversAny, freeLanes, widestFit, type Box, type Felt } from '../../../src/ui/notices/freeLanes';

/** A phone held upright (360 px) with Large cards: seven columns 48 px wide, the top row above them. */
const FELT: Felt = { left: 6, right: 354, top: 42, bottom: 576 };
const column = (i: number, bottom: number): Box => ({ x: 2 + i * 51, y: 126, width: 48, height: bottom - 126 });
const topRow = [0, 1, 2, 3, 5, 6].map((i): Box => ({ x: 2 + i * 51, y: 48, width: 48, height: 67 }));
/** Column 2 reaches down to the notice's floor; the others end higher, column 6 lowest of them. */
const LONG_COLUMN = [250, 495, 193, 318, 400, 417, 270].map((bottom, i) => column(i, bottom));

/** A notice of about 100 characters: four lines from 240 px wide, five from 200, more below. */
const heightAt = (width: number): number => (width >= 240 ? 101 : width >= 200 ? 121 : 200);

describe('free lanes beside the cards', () => {
  test('beside a long column the notice takes the widest lane it fits: from column 2 to the right side, under column 6', () => {
    const cards = [...topRow, ...LONG_COLUMN];
    const lane = widestFit(FELT, freeLanes(FELT, cards, 160), heightAt);
    expect(lane).toEqual({ left: 2 + 51 + 48 + 4, right: 354, top: 417 + 4 });
  });

  test('with every column short the whole width is free', () => {
    const cards = [...topRow, ...[250, 300, 193, 318, 400, 417, 270].map((bottom, i) => column(i, bottom))];
    expect(freeLanes(FELT, cards, 160)[0]).toEqual({ left: 6, right: 354, top: 421 });
  });

  test('a notice that fits no lane gets none: too tall for the felt under the columns, too wide beside them', () => {
    const cards = [...topRow, ...LONG_COLUMN];
    expect(widestFit(FELT, freeLanes(FELT, cards, 160), () => 200)).toBeNull();
    expect(freeLanes(FELT, [...topRow, ...[0, 1, 2, 3, 4, 5, 6].map((i) => column(i, 576))], 80)).toEqual([]);
  });

  test('no lane lies over a card, on tables of random columns', () => {
    let seed = 46;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let lanes = 0;
    const faults: string[] = [];
    for (let table = 0; table < 200; table++) {
      const cards = [...topRow, ...[0, 1, 2, 3, 4, 5, 6].map((i) => column(i, 150 + random() * 426))];
      for (const lane of freeLanes(FELT, cards, 40)) {
        lanes++;
        const box = { x: lane.left, y: lane.top, width: lane.right - lane.left, height: FELT.bottom - lane.top };
        if (coversAny(box, cards) || lane.left < FELT.left || lane.right > FELT.right) faults.push(JSON.stringify({ table, lane }));
      }
    }
    expect(faults).toEqual([]);
    expect(lanes).toBeGreaterThan(200);
  });

  test('a box within a pixel of a card counts as covering it; one further off does not', () => {
    const card: Box = { x: 100, y: 100, width: 50, height: 70 };
    expect(coversAny({ x: 150.5, y: 120, width: 20, height: 20 }, [card])).toBe(true);
    expect(coversAny({ x: 152, y: 120, width: 20, height: 20 }, [card])).toBe(false);
    expect(coversAny({ x: 110, y: 172, width: 20, height: 20 }, [card])).toBe(false);
  });
});
