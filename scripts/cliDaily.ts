/**
 * `npm run cli -- daily YYYY-MM-DD [--json]`: that day's daily deal and its rules. With `--json` the
 * last line is {"date","deal","rules":{…}}, `rules` written as `cli deal` writes them (numbers and
 * booleans); without, the `cli solve` command that checks the deal with the solver.
 */
import { formatDailyDate, parseDailyDate } from '../src/app/daily/dailyDate';
import { DAILY_RULES, dailyDeal, FIRST_DAILY_DATE } from '../src/app/daily/dailyDeal';
import { makeRuleOptions, newGame, snapshotOf } from '../src/engine';
import type { CliResult } from './cli';
import { readFlags } from './cliArgs';

export const DAILY_USAGE = 'cli daily YYYY-MM-DD [--json]';

export function runDailyCli(args: readonly string[]): CliResult {
  const refuse = (message: string): CliResult => ({ code: 2, stdout: '', stderr: `${message}\nusage: ${DAILY_USAGE}\n` });
  const parsed = readFlags(args, { json: { type: 'boolean' } });
  if (typeof parsed === 'string') return refuse(parsed);
  const [dateText, unexpected] = parsed.positionals;
  if (unexpected !== undefined) return refuse(`unexpected argument "${unexpected}"`);
  const date = parseDailyDate(dateText ?? '');
  if (!date.ok) return refuse(date.error);
  const deal = dailyDeal(date.value);
  if (deal === null) return refuse(`daily deals start on ${FIRST_DAILY_DATE}`);
  if (parsed.values.json === true) {
    const { rules } = snapshotOf(newGame(DAILY_RULES, deal));
    return { code: 0, stdout: `${JSON.stringify({ date: date.value, deal, rules })}\n`, stderr: '' };
  }
  const solveArgs = makeRuleOptions(DAILY_RULES)
    .map(([key, value]) => `--${key} ${value}`)
    .join(' ');
  return { code: 0, stdout: `${formatDailyDate(date.value)}: deal ${deal}\ncheck it: npm run cli -- solve ${deal} ${solveArgs}\n`, stderr: '' };
}
