/**
 * How the solver writes moves and steps as integers, in one place: the kinds of move and step
 * (`StepKind`), a listed move's bit fields, and the undo log's fixed-width entries. Moves and steps
 * are plain numbers so that listing and making them allocates nothing; every accessor here is a
 * small function over a number or an Int32Array, which V8 inlines on the search's hot paths.
 */

/**
 * What a move does. A move is made as one step of the same kind (the safe moves home that follow are
 * steps of their own), so the undo log and the move lists share these numbers.
 */
export const StepKind = {
  /** A column's top card to its foundation. */
  ColumnHome: 1,
  /** A talon card, reached by drawing (perhaps after a recycle), to its foundation. */
  TalonHome: 2,
  /** A talon card, reached the same way, into a column. */
  TalonColumn: 3,
  /** A run (a face-up card and every card on it) from one column to another. */
  ColumnColumn: 4,
  /** A foundation's top card back into a column. */
  HomeColumn: 5,
} as const;
export type StepKind = (typeof StepKind)[keyof typeof StepKind];

// -------------------------------------------------------------------------------------------------
// Moves: kind (bits 0–2) | source (3–7) | run start (8–12) | target column (13–15) | recycled (16).
// A listed entry carries the move's priority above them, so that sorting entries sorts the moves.

const KIND_BITS = 0x7;
const SOURCE_SHIFT = 3;
const START_SHIFT = 8;
const TARGET_SHIFT = 13;
const RECYCLED_SHIFT = 16;
/** Bits of a listed entry below its priority. */
const PRIORITY_SHIFT = 17;
/** The bits of a listed entry that are the move (its priority lies above them). */
export const MOVE_MASK = (1 << PRIORITY_SHIFT) - 1;

/**
 * A move of `kind` from `source` (a column, a talon index, or a suit for `HomeColumn`), with a run
 * from face-up index `start` (`ColumnColumn`), to column `target` (moves into a column), after a
 * recycle when `recycled` is 1 (talon moves).
 */
export function encodeMove(kind: StepKind, source: number, start: number, target: number, recycled: number): number {
  return kind | (source << SOURCE_SHIFT) | (start << START_SHIFT) | (target << TARGET_SHIFT) | (recycled << RECYCLED_SHIFT);
}

export function moveKind(move: number): StepKind {
  return (move & KIND_BITS) as StepKind;
}

/** The column, talon index or suit (`HomeColumn`) the move takes a card from. */
export function moveSource(move: number): number {
  return (move >> SOURCE_SHIFT) & 31;
}

/** `ColumnColumn`: the face-up index in the source column where the moved run starts. */
export function moveRunStart(move: number): number {
  return (move >> START_SHIFT) & 31;
}

/** The column a move into a column goes to. */
export function moveTarget(move: number): number {
  return (move >> TARGET_SHIFT) & 7;
}

/** Talon moves: does drawing reach the card only after a recycle (a pass used)? */
export function moveRecycles(move: number): boolean {
  return ((move >> RECYCLED_SHIFT) & 1) === 1;
}

/** A listed entry: `move` with `priority` above it (higher sorts first). */
export function listedEntry(priority: number, move: number): number {
  return (priority << PRIORITY_SHIFT) | move;
}

export function listedMove(entry: number): number {
  return entry & MOVE_MASK;
}

export function listedPriority(entry: number): number {
  return entry >> PRIORITY_SHIFT;
}

// -------------------------------------------------------------------------------------------------
// The undo log: LOG_STRIDE ints a step, each slot with one meaning whatever the step's kind (0 where
// a kind has nothing to say). `at` is a step's first int: a multiple of LOG_STRIDE.

const SLOT_KIND = 0;
const SLOT_CARD = 1;
const SLOT_FROM = 2;
const SLOT_TO = 3;
const SLOT_TURNED = 4;
const SLOT_RUN_LENGTH = 5;
const SLOT_WASTE_BEFORE = 6;
const SLOT_PASS_BEFORE = 7;
/** Ints a step takes in the undo log. */
export const LOG_STRIDE = 8;

/**
 * Writes a step at `at`: its kind; the card moved (a run's base card); where from (a column, a talon
 * index, or a suit for `HomeColumn`); the column it went into (0 for steps home); whether it turned
 * the face-down card it uncovered (0 or 1, steps from a column); the run's length (`ColumnColumn`);
 * and the waste count and pass before it (talon steps), which a talon step's undo restores.
 */
export function writeStep(
  log: Int32Array,
  at: number,
  kind: StepKind,
  card: number,
  from: number,
  to: number,
  turned: number,
  runLength: number,
  wasteBefore: number,
  passBefore: number,
): void {
  log[at + SLOT_KIND] = kind;
  log[at + SLOT_CARD] = card;
  log[at + SLOT_FROM] = from;
  log[at + SLOT_TO] = to;
  log[at + SLOT_TURNED] = turned;
  log[at + SLOT_RUN_LENGTH] = runLength;
  log[at + SLOT_WASTE_BEFORE] = wasteBefore;
  log[at + SLOT_PASS_BEFORE] = passBefore;
}

export function stepKind(log: Int32Array, at: number): StepKind {
  return log[at + SLOT_KIND]! as StepKind;
}

/** The card the step moved; for a run, its base card. */
export function stepCard(log: Int32Array, at: number): number {
  return log[at + SLOT_CARD]!;
}

/** Where the step took its card from: a column, a talon index, or a suit (`HomeColumn`). */
export function stepFrom(log: Int32Array, at: number): number {
  return log[at + SLOT_FROM]!;
}

/** The column a step into a column went to. */
export function stepTo(log: Int32Array, at: number): number {
  return log[at + SLOT_TO]!;
}

/** Steps from a column: did the step turn the face-down card it uncovered? */
export function stepTurned(log: Int32Array, at: number): boolean {
  return log[at + SLOT_TURNED] === 1;
}

/** `ColumnColumn`: how many cards the run held. */
export function stepRunLength(log: Int32Array, at: number): number {
  return log[at + SLOT_RUN_LENGTH]!;
}

/** Talon steps: the waste count before the step. */
export function stepWasteBefore(log: Int32Array, at: number): number {
  return log[at + SLOT_WASTE_BEFORE]!;
}

/** Talon steps: the pass before the step. */
export function stepPassBefore(log: Int32Array, at: number): number {
  return log[at + SLOT_PASS_BEFORE]!;
}

// -------------------------------------------------------------------------------------------------
// Follow-up contexts: what a position halfway through a move and its follow-up waits for. The search
// keeps such positions in its visited set with the context in spare bits of the key
// (`Position.writeHalfMadeKey`), so contexts must tell apart the follow-ups that differ.

/** Which kind of move the follow-up completes (see `MoveGenerator.listFollowUps`). */
export const FollowUpKind = {
  /** Part of a run moved: the card it uncovered, and the run's base card. */
  PartRun: 1,
  /** A column emptied (nothing named). */
  ColumnEmptied: 2,
  /** A foundation card brought down: the column, and the card now on its top. */
  BroughtDown: 3,
  /** A column's top card home: the card it uncovered (−1 for none), and the card that went home. */
  WentHome: 4,
  /** A talon card home (a free talon): the card (column 0). */
  TalonHome: 5,
  /** A talon card into a column (a free talon): the column, and the card now on its top. */
  TalonIntoColumn: 6,
} as const;
export type FollowUpKind = (typeof FollowUpKind)[keyof typeof FollowUpKind];

/** A context naming two cards, each −1 for none: kind (bits 0–2) | a + 1 (3–8) | b + 1 (9–14). */
export function cardsContext(kind: FollowUpKind, a: number, b: number): number {
  return kind | ((a + 1) << 3) | ((b + 1) << 9);
}

/** A context naming a column and a card (−1 for none): kind (bits 0–2) | column (3–5) | card + 1 (6–11). */
export function columnContext(kind: FollowUpKind, column: number, card: number): number {
  return kind | (column << 3) | ((card + 1) << 6);
}
