/**
 * Turns the search's log of steps into engine moves that replay exactly: a talon card becomes the
 * draws (and recycles) that bring it to the waste's top and then its move; with manual turning, each
 * uncovered face-down card is turned by a move of its own.
 */
import { FOUNDATION_IDS, TABLEAU_IDS, applyMove, foundationFor, topOf, type CardId, type GameState, type Move, type PileId, type Rules } from '../engine';
import { cardIdOf } from './cards';
import { LOG_STRIDE, StepKind, stepCard, stepFrom, stepKind, stepTo } from './encoding';

export function movesFromLog(root: GameState, rules: Rules, log: Int32Array): Move[] {
  const moves: Move[] = [];
  let state = root;
  const play = (move: Move): void => {
    const applied = applyMove(state, move, rules);
    if (!applied.ok) throw new Error(`broken invariant: the solver's move ${JSON.stringify(move)} is illegal (${applied.error.reason})`);
    state = applied.value.state;
    moves.push(move);
  };
  const turnUncovered = (): void => {
    if (rules.turn !== 'manual') return;
    state.tableau.forEach((column, i) => {
      if (column.up.length === 0 && column.down.length > 0) play({ type: 'turn', pile: TABLEAU_IDS[i]! });
    });
  };
  const drawUntilOnWaste = (card: CardId): void => {
    // A card within reach comes up within two trips through the talon; more means a broken search.
    for (let draws = 0; topOf(state.waste) !== card; draws++) {
      if (draws > 2 * (state.stock.length + state.waste.length + 2)) throw new Error(`broken invariant: ${card} never reaches the waste`);
      play({ type: 'draw' });
    }
  };
  const home = (card: CardId): PileId => {
    const to = foundationFor(state, card);
    if (to === null) throw new Error(`broken invariant: ${card} cannot go home`);
    return to;
  };

  turnUncovered();
  for (let at = 0; at < log.length; at += LOG_STRIDE) {
    const card = cardIdOf(stepCard(log, at));
    switch (stepKind(log, at)) {
      case StepKind.ColumnHome:
        play({ type: 'move', from: TABLEAU_IDS[stepFrom(log, at)]!, to: home(card), card });
        break;
      case StepKind.TalonHome:
        drawUntilOnWaste(card);
        play({ type: 'move', from: 'waste', to: home(card), card });
        break;
      case StepKind.TalonColumn:
        drawUntilOnWaste(card);
        play({ type: 'move', from: 'waste', to: TABLEAU_IDS[stepTo(log, at)]!, card });
        break;
      case StepKind.ColumnColumn:
        play({ type: 'move', from: TABLEAU_IDS[stepFrom(log, at)]!, to: TABLEAU_IDS[stepTo(log, at)]!, card });
        break;
      case StepKind.HomeColumn: {
        const pile = state.foundations.findIndex((f) => topOf(f) === card);
        play({ type: 'move', from: FOUNDATION_IDS[pile]!, to: TABLEAU_IDS[stepTo(log, at)]!, card });
        break;
      }
      default:
        throw new Error('broken invariant: unknown step in the solver log');
    }
    turnUncovered();
  }
  return moves;
}
