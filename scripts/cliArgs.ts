/**
 * The command line's arguments, read by Node's `util.parseArgs` for every command: the positionals
 * (N first), `--json`, the rule options (the URL parameter names; a repeated one counts with its last
 * value) and the flags a command takes besides (`--budget-ms T`, `--after "MOVES"`). Anything else,
 * or a flag with no value, is refused with a message.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DEFAULT_RULES, RULE_OPTION_NAMES, isDealNumber, parseRuleOptions, type Rules } from '../src/engine';

/** A command's flags beyond `--json` and the rule options. */
export type ExtraFlag = 'budget-ms' | 'after' | 'samples' | 'seed' | 'max-nodes' | 'layout';

export interface CommandArgs {
  /** N; 0 when `--layout FILE` takes its place. */
  readonly deal: number;
  /** `--layout`'s file (in place of N), or null when not given. */
  readonly layout: string | null;
  /** The positionals after N (`replay` and `review`: the moves). */
  readonly rest: readonly string[];
  readonly rules: Rules;
  readonly json: boolean;
  /** `--budget-ms`, or null when not given. */
  readonly budgetMs: number | null;
  /** `--after`'s moves, or null when not given. */
  readonly after: string | null;
  /** Every extra flag given, as written (a command reads its own: `odds`'s `--samples`, …). */
  readonly extras: Readonly<Partial<Record<ExtraFlag, string>>>;
}

type Options = NonNullable<ParseArgsConfig['options']>;

const RULE_FLAGS: Options = Object.fromEntries(RULE_OPTION_NAMES.map((name) => [name, { type: 'string', multiple: true }]));

type Parsed = ReturnType<typeof parseArgs<{ options: Options; allowPositionals: true; strict: true }>>;

/** `parseArgs`, strict, with positionals anywhere; its refusal as a message. */
export function readFlags(args: readonly string[], options: Options): Parsed | string {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's message, up to its advice on quoting: "Unknown option '--colour'".
    return error instanceof Error ? error.message.split(/\.\s/)[0]! : String(error);
  }
}

/** Reads `N [positionals] [flags]`; a message when something is wrong. */
export function readCommandArgs(args: readonly string[], extra: readonly ExtraFlag[] = []): CommandArgs | string {
  const options: Options = { ...RULE_FLAGS, json: { type: 'boolean' } };
  for (const flag of extra) options[flag] = { type: 'string' };
  const parsed = readFlags(args, options);
  if (typeof parsed === 'string') return parsed;
  const { values, positionals } = parsed;
  const layout = typeof values.layout === 'string' ? values.layout : null;
  if (layout !== null && positionals[0] !== undefined && /^\d+$/.test(positionals[0])) return 'give N or --layout FILE, not both';
  const dealText = layout === null ? positionals[0] : '0';
  const rest = layout === null ? positionals.slice(1) : positionals;
  const deal = dealText !== undefined && /^\d+$/.test(dealText) ? Number(dealText) : NaN;
  if (!isDealNumber(deal)) return `"${dealText ?? ''}" is not a deal number (0 to 4294967295)`;
  const budgetText = values['budget-ms'];
  let budgetMs: number | null = null;
  if (typeof budgetText === 'string') {
    budgetMs = /^\d+(\.\d+)?$/.test(budgetText) ? Number(budgetText) : NaN;
    if (!(budgetMs > 0 && Number.isFinite(budgetMs))) return `--budget-ms needs a positive number of milliseconds, got "${budgetText}"`;
  }
  const ruleOptions = RULE_OPTION_NAMES.flatMap((name) => {
    const given = values[name];
    return Array.isArray(given) ? given.map((value): [string, string] => [name, String(value)]) : [];
  });
  const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, ruleOptions);
  if (rejected.length > 0) return rejected.map((r) => `--${r.key} ${r.value}: ${r.message}`).join('\n');
  const after = values.after;
  const extras = Object.fromEntries(extra.flatMap((flag) => (typeof values[flag] === 'string' ? [[flag, values[flag]]] : [])));
  return { deal, layout, rest, rules, json: values.json === true, budgetMs, after: typeof after === 'string' ? after : null, extras };
}
