/**
 * Where a notice can stand without covering a card: lanes of free felt that rise from the
 * notice's floor (just above the toolbar) between two cards' edges, or a card's edge and the felt's side.
 * The columns hang from the top of the table, so a long column leaves free felt under the short ones
 * beside it: a narrower notice there covers nothing, and the cards never move to make room for it.
 * Pure geometry in CSS pixels of the page.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The felt a notice may use: between the sides, below the top bar, down to its floor. */
export interface Felt {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** A strip of free felt from `top` down to the felt's floor. */
export interface Lane {
  readonly left: number;
  readonly right: number;
  readonly top: number;
}

/** Felt kept between a notice and a card, so that the card's edge stays in sight (and rounding never touches it). */
const CLEARANCE = 4;

/** Whether `box` lies over any of `cards`, or within a pixel of one. */
export function coversAny(box: Box, cards: readonly Box[]): boolean {
  return cards.some(
    (card) =>
      Math.min(box.x + box.width, card.x + card.width) - Math.max(box.x, card.x) > -1 &&
      Math.min(box.y + box.height, card.y + card.height) - Math.max(box.y, card.y) > -1,
  );
}

/**
 * Every lane at least `minWidth` wide whose sides are the felt's or a card's edge (with clearance), as
 * high as the lowest card across it allows; widest first.
 */
export function freeLanes(felt: Felt, cards: readonly Box[], minWidth: number): Lane[] {
  const within = (x: number): boolean => x >= felt.left && x <= felt.right;
  const lefts = new Set([felt.left, ...cards.map((card) => card.x + card.width + CLEARANCE).filter(within)]);
  const rights = new Set([felt.right, ...cards.map((card) => card.x - CLEARANCE).filter(within)]);
  const lanes: Lane[] = [];
  for (const left of lefts) {
    for (const right of rights) {
      if (right - left < minWidth) continue;
      const across = cards.filter((card) => card.x < right + CLEARANCE && card.x + card.width > left - CLEARANCE);
      const top = Math.max(felt.top, ...across.map((card) => card.y + card.height + CLEARANCE));
      if (top < felt.bottom) lanes.push({ left, right, top });
    }
  }
  return lanes.sort((a, b) => b.right - b.left - (a.right - a.left));
}

/** The widest lane a notice fits in: `heightAt(width)` is the notice's height at that width. */
export function widestFit(felt: Felt, lanes: readonly Lane[], heightAt: (width: number) => number): Lane | null {
  return lanes.find((lane) => heightAt(lane.right - lane.left) <= felt.bottom - lane.top) ?? null;
}
