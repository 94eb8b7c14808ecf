/** Moves as the command line plays them: `cli replay`, `cli review` and `cli solve --after`. */
import { currentState, err, ok, parseMoves, replayGame, type Game, type Result } from '../src/engine';
import { describeIllegalMove } from '../src/i18n';
import type { CliResult } from './cli';

/** The first illegal move, as `cli replay` prints it: `{"illegal": {index, move, reason, message}}`. */
export interface IllegalToken {
  readonly index: number;
  readonly move: string;
  readonly reason: string;
  readonly message: string;
}

/**
 * Replays moves exactly as written (no automatic moves are added, automatic turning excepted), each
 * token one history entry, as if played one by one. Linear in the number of moves: the tokens are read
 * position by position, then the game is rebuilt in one pass by `replayGame`, as a saved file is.
 */
export function replayNotation(game: Game, text: string): Result<Game, IllegalToken> {
  const moves = parseMoves(text, currentState(game), game.rules);
  if (!moves.ok) {
    const { index, token, reason } = moves.error;
    return err({ index, move: token, reason, message: describeIllegalMove(moves.error) });
  }
  const history = moves.value.map((move) => ({ kind: 'move' as const, moves: [move] }));
  const replayed = replayGame(game, history, history.length, { scoringStopsAt: null, undoLocked: false });
  if (!replayed.ok) throw new Error('broken invariant: moves that parsed in order no longer replay');
  return ok(replayed.value);
}

/** The exit at an illegal move: its JSON line, status 1. */
export function illegalExit(illegal: IllegalToken): CliResult {
  return { code: 1, stdout: `${JSON.stringify({ illegal })}\n`, stderr: '' };
}
