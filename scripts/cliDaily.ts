/**
 * `npm run cli -- daily YYYY-MM-DD [--json]`: that day's daily deal and its rules. With `--json` the
 * last line is {"date","deal","rules":{…}}, where `rules` are the options `cli solve` takes
 * (`--draw 1 --passes unlimited …`), so the deal can be checked with the solver.
 */
import { formatDailyDate, parseDailyDate } from '../src/app/daily/dailyDate';
import { DAILY_RULES, dailyDeal, FIRST_DAILY_DATE } from '../src/app/daily/dailyDeal';
import { makeRuleOptions } from '../src/engine';
import type { CliResult } from './cli';

export const DAILY_USAGE = 'cli daily YYYY-MM-DD [--json]';

export function runDailyCli(args: readonly string[]): CliResult {
  const [dateText, ...flags] = args;
  const refuse = (message: string): CliResult => ({ code: 2, stdout: '', stderr: `${message}\nusage: ${DAILY_USAGE}\n` });
  const extra = flags.find((flag) => flag !== '--json');
  if (extra !== undefined) return refuse(`unknown option "${extra}"`);
  const date = parseDailyDate(dateText ?? '');
  if (!date.ok) return refuse(date.error);
  const deal = dailyDeal(date.value);
  if (deal === null) return refuse(`daily deals start on ${FIRST_DAILY_DATE}`);
  const options = makeRuleOptions(DAILY_RULES);
  if (flags.includes('--json')) return { code: 0, stdout: `${JSON.stringify({ date: date.value, deal, rules: Object.fromEntries(options) })}\n`, stderr: '' };
  const solveArgs = options.map(([key, value]) => `--${key} ${value}`).join(' ');
  return { code: 0, stdout: `${formatDailyDate(date.value)}: deal ${deal}\ncheck it: npm run cli -- solve ${deal} ${solveArgs}\n`, stderr: '' };
}
