/**
 * Scoring systems, each as data plus a pure function from a scoring event to points.
 * Sources: JSolitaire (its own scoring, and Vegas), the standard scoring of Windows-era solitaires (JSolitaire's
 * points with a floor at 0), Aisleriot (one point per foundation card), the Windows help
 * (points per card home and per turned card, a redeal charge, scoring stopped after undo/restart/load;
 * no floor: its own figures go below 0).
 */
import type { Rules, ScoringId } from './rules';
import { exhaustiveGuard } from './types';

/** What happened, as far as scoring cares. */
export type ScoreEvent =
  | { readonly type: 'to-foundation' }
  | { readonly type: 'from-foundation' }
  | { readonly type: 'waste-to-tableau' }
  | { readonly type: 'turn' }
  /** The waste went back to the stock; `newPass` is the pass that begins (2 for the first recycle). */
  | { readonly type: 'recycle'; readonly newPass: number };

export interface ScoringSystem {
  readonly id: ScoringId;
  readonly name: string;
  /** The score at the deal; `bank` is the carried Vegas bank (0 for every other system). */
  readonly initialScore: (bank: number) => number;
  readonly points: (event: ScoreEvent, rules: Rules) => number;
  /** Windows: "scoring will be discontinued once you choose to undo, restart, or load". */
  readonly stopsAfterUndo: boolean;
  /** Vegas cumulative: the result carries into the next game's bank. */
  readonly carriesBank: boolean;
  readonly currency: boolean;
  /** The lowest score the system shows (standard scoring: 0); null for none. */
  readonly floor: number | null;
}

/**
 * JSolitaire's pass charge: "if one card is drawn at a time, every pass through the deck incurs a deduction
 * of 100 points" (read as every pass after the first: the first is the deal itself); drawing more, "20
 * points for each additional pass through the deck after the third".
 */
function standardRecycleCharge(newPass: number, rules: Rules): number {
  if (rules.draw === 1) return newPass >= 2 ? -100 : 0;
  return newPass >= 4 ? -20 : 0;
}

/**
 * JSolitaire's points (standard scoring uses them too). "5 points are awarded for … moving a card to a
 * building stack" is read as a card from the deck: a card moved from column to column scores nothing,
 * so moving one back and forth can never farm points (and a card played home and back loses 5).
 */
function standardPoints(event: ScoreEvent, rules: Rules): number {
  switch (event.type) {
    case 'to-foundation':
      return 10;
    case 'from-foundation':
      return -15;
    case 'waste-to-tableau':
      return 5;
    case 'turn':
      return 5;
    case 'recycle':
      return standardRecycleCharge(event.newPass, rules);
    default:
      return exhaustiveGuard(event);
  }
}

/**
 * Points per card home that a card taken back off a foundation gives back, so playing a card up and
 * down again can never farm points.
 */
function perCardHome(value: number): (event: ScoreEvent) => number {
  return (event) => (event.type === 'to-foundation' ? value : event.type === 'from-foundation' ? -value : 0);
}

/**
 * The Windows help: "1 point for each card placed to the foundations, and for each faced down card
 * turned over … charged 5 points for each redealing". It names no cost for a card taken back off a
 * foundation (its option allows that move): read as the card no longer placed, giving its point back,
 * so a card played home and back again never farms points.
 */
function windowsHelpPoints(event: ScoreEvent): number {
  switch (event.type) {
    case 'to-foundation':
      return 1;
    case 'from-foundation':
      return -1;
    case 'turn':
      return 1;
    case 'recycle':
      return -5;
    case 'waste-to-tableau':
      return 0;
    default:
      return exhaustiveGuard(event);
  }
}

const VEGAS_STAKE = 52;

export const SCORING_SYSTEMS: { readonly [K in ScoringId]: ScoringSystem & { readonly id: K } } = {
  standard: {
    id: 'standard',
    name: 'Standard',
    initialScore: () => 0,
    points: standardPoints,
    stopsAfterUndo: false,
    carriesBank: false,
    currency: false,
    floor: 0,
  },
  // JSolitaire states its penalties with no floor: its score goes below 0.
  jsolitaire: {
    id: 'jsolitaire',
    name: 'JSolitaire',
    initialScore: () => 0,
    points: standardPoints,
    stopsAfterUndo: false,
    carriesBank: false,
    currency: false,
    floor: null,
  },
  vegas: {
    id: 'vegas',
    name: 'Vegas',
    initialScore: () => -VEGAS_STAKE,
    points: perCardHome(5),
    stopsAfterUndo: false,
    carriesBank: false,
    currency: true,
    floor: null,
  },
  'vegas-cumulative': {
    id: 'vegas-cumulative',
    name: 'Vegas (cumulative)',
    initialScore: (bank) => bank - VEGAS_STAKE,
    points: perCardHome(5),
    stopsAfterUndo: false,
    carriesBank: true,
    currency: true,
    floor: null,
  },
  foundation: {
    id: 'foundation',
    name: 'One point per card home',
    initialScore: () => 0,
    points: perCardHome(1),
    stopsAfterUndo: false,
    carriesBank: false,
    currency: false,
    floor: null,
  },
  'windows-help': {
    id: 'windows-help',
    name: 'Windows',
    initialScore: () => 0,
    points: windowsHelpPoints,
    stopsAfterUndo: true,
    carriesBank: false,
    currency: false,
    // The help states no floor, and its own arithmetic goes below 0: 3 points, then a redeal, is −2.
    floor: null,
  },
  none: { id: 'none', name: 'No scoring', initialScore: () => 0, points: () => 0, stopsAfterUndo: false, carriesBank: false, currency: false, floor: null },
};

/** The score after `points` more, held at the system's floor (applied event by event). */
export function addPoints(system: ScoringSystem, score: number, points: number): number {
  const next = score + points;
  return system.floor === null ? next : Math.max(system.floor, next);
}

export function scoringOf(rules: Rules): ScoringSystem {
  return SCORING_SYSTEMS[rules.scoring];
}
