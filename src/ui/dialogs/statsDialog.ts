/**
 * Statistics: the figures of one rule set at a time (the current rules first), a chart of the recent
 * games, and the chores — reset, export to a file, import from one. Nothing here changes the figures
 * without a question first, and a bad file leaves them untouched.
 */
import {
  makeRulesKey,
  makeStatsText,
  parseRulesKey,
  parseStatsText,
  RECENT_LIMIT,
  rulesName,
  winRate,
  type RecentGame,
  type RuleStats,
  type RulesKey,
  type StatsRecord,
} from '../../app/stats';
import type { DailyDate } from '../../app/daily/dailyDate';
import type { StatsStore } from '../../app/storage/statsStore';
import { PRESETS, type Rules, type ScoringId } from '../../engine';
import { currentLanguage, englishDetail, formatMoney, formatNumber, t, type MessageKey } from '../../i18n';
import { presetName } from '../../i18n/ruleNames';
import type { ConfirmOptions } from './confirmDialog';
import { dailySection } from '../daily/dailyCalendar';
import { actionButton, createDialog } from './dialogShell';
import { append, el } from '../dom';
import { selectField } from './formControls';
import { formatTime } from '../text/format';

/**
 * The file check's reasons (app/stats.ts writes them in English, for the command line too) that the
 * player meets most, in the language shown; a finer reason (a figure out of range) is said in English
 * only, and as "could not be read" in other languages.
 */
const IMPORT_REASON_KEYS: Readonly<Record<string, MessageKey>> = {
  'the file is too large to be a statistics export': 'stats.import.tooLarge',
  'the file is not a statistics export (it is not JSON)': 'stats.import.notJson',
  'the file is not a Klondike statistics export': 'stats.import.notStats',
  'the statistics could not be read': 'stats.import.damaged',
};

const importReason = (reason: string): string =>
  Object.hasOwn(IMPORT_REASON_KEYS, reason) ? t(IMPORT_REASON_KEYS[reason]!) : englishDetail(reason, () => t('stats.import.damaged'));

/**
 * A rule set's name: a preset's in the language shown; any other ("Custom: draw 3, …", a preset since
 * retired) as app/stats.ts names it, in English for now.
 */
function ruleSetName(rules: Rules): string {
  const key = makeRulesKey(rules);
  const preset = PRESETS.find((candidate) => makeRulesKey(candidate.rules) === key);
  return preset === undefined ? rulesName(rules) : presetName(preset);
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const DASH = '—';
/** A file larger than this cannot be an export of ours; it is refused before it is read. */
const MAX_IMPORT_BYTES = 8_000_000;
// In backticks: the layer check (test/layers.test.ts) would read a quote closing the word import as an import statement.
const IMPORT_TESTID = `stats-import`;

/** With `today` (the local date), the daily record and its calendar show below the rule set's figures. */
export function openStatsDialog(stats: StatsStore, currentRules: Rules, host: HTMLElement, confirm: Confirm, today?: DailyDate): void {
  const shell = createDialog({ testid: 'dialog-stats', title: t('stats.title'), className: 'wide', host });
  const currentKey = makeRulesKey(currentRules);
  let shownKey: RulesKey = currentKey;

  const picker = el('div', { class: 'stats-picker' });
  const figures = el('div', { class: 'stats-figures' });
  const message = el('p', { class: 'stats-message', 'data-testid': 'stats-message', role: 'status', 'aria-live': 'polite' });
  const say = (text: string, error = false): void => {
    message.textContent = text;
    message.classList.toggle('error', error);
  };

  const shownRules = (): Rules => {
    const shown = parseRulesKey(shownKey);
    return shown.ok ? shown.value : currentRules;
  };
  const shownStats = (record: StatsRecord): RuleStats | undefined => (Object.hasOwn(record.byRules, shownKey) ? record.byRules[shownKey] : undefined);

  const daily = today === undefined ? null : dailySection(() => stats.current().daily ?? {}, today);
  const resetOne = actionButton(t('stats.reset'), 'stats-reset', () => void resetShown());
  const resetAll = actionButton(t('stats.resetAll'), 'stats-reset-all', () => void resetEverything());

  function renderFigures(): void {
    const record = stats.current();
    const rules = shownRules();
    figures.replaceChildren(factsOf(shownStats(record), rules, record.vegasBank), chartOf(shownStats(record)?.recent ?? [], rules));
    resetOne.disabled = shownStats(record) === undefined;
    resetAll.disabled = Object.keys(record.byRules).length === 0;
  }

  function render(): void {
    const record = stats.current();
    const others = Object.keys(record.byRules)
      .filter((key) => key !== currentKey)
      .flatMap((key) => {
        const rules = parseRulesKey(key);
        return rules.ok ? [{ value: key, label: ruleSetName(rules.value) }] : [];
      })
      .sort((a, b) => a.label.localeCompare(b.label, currentLanguage()));
    if (shownKey !== currentKey && !others.some((o) => o.value === shownKey)) shownKey = currentKey;
    const choices = [{ value: currentKey, label: t('stats.rules.current', { name: ruleSetName(currentRules) }) }, ...others];
    const select = selectField(
      t('stats.rules.label'),
      choices,
      shownKey,
      (key) => {
        shownKey = key;
        say('');
        renderFigures();
      },
      'stats-rules',
    );
    picker.replaceChildren(select.element);
    renderFigures();
    daily?.refresh();
  }

  async function resetShown(): Promise<void> {
    say('');
    const rules = shownRules();
    const yes = await confirm({
      title: t('stats.reset.title'),
      body: t('stats.reset.body', { name: ruleSetName(rules) }),
      confirmLabel: t('stats.reset.confirm'),
      cancelLabel: t('stats.reset.cancel'),
      host,
    });
    if (!yes) return;
    await stats.reset(rules);
    render();
    say(t('stats.reset.done', { name: ruleSetName(rules) }));
  }

  async function resetEverything(): Promise<void> {
    say('');
    const yes = await confirm({
      title: t('stats.resetAll.title'),
      body: t('stats.resetAll.body'),
      confirmLabel: t('stats.resetAll.confirm'),
      cancelLabel: t('stats.reset.cancel'),
      host,
    });
    if (!yes) return;
    await stats.reset();
    render();
    say(t('stats.resetAll.done'));
  }

  function exportFile(): void {
    const name = `klondike-stats-${new Date().toISOString().slice(0, 10)}.json`;
    const url = URL.createObjectURL(new Blob([makeStatsText(stats.current())], { type: 'application/json' }));
    // Inside the modal dialog, so that the click is not blocked as being outside it.
    const link = el('a', { href: url, download: name, hidden: true });
    shell.dialog.appendChild(link);
    link.click();
    link.remove();
    // Revoked later: some browsers start reading the Blob only after the click has returned.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    say(t('stats.export.done', { file: name }));
  }

  const fileInput = el('input', { type: 'file', class: 'visually-hidden', accept: '.json,application/json', 'data-testid': IMPORT_TESTID });
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    fileInput.value = ''; // the same file chosen again must fire 'change' again
    if (file !== undefined) void importFile(file);
  });

  async function importFile(file: File): Promise<void> {
    const refuse = (reason: string): void => say(t('stats.import.refused', { file: file.name, reason }), true);
    if (file.size > MAX_IMPORT_BYTES) return refuse(t('stats.import.tooLarge'));
    let text: string;
    try {
      text = await file.text();
    } catch {
      return refuse(t('stats.import.unreadable'));
    }
    const imported = parseStatsText(text);
    if (!imported.ok) return refuse(importReason(imported.error));
    const games = Object.values(imported.value.byRules).reduce((n, s) => n + s.played, 0);
    const sets = Object.keys(imported.value.byRules).length;
    const yes = await confirm({
      title: t('stats.import.title'),
      body: t('stats.import.body', { file: file.name, games, sets }),
      confirmLabel: t('stats.import.confirm'),
      cancelLabel: t('stats.import.cancel'),
      host,
    });
    if (!yes) return say(t('stats.import.declined'));
    await stats.replace(imported.value);
    render();
    say(t('stats.import.done'));
  }

  const importLabel = el('label', { class: `action ${IMPORT_TESTID}` }, t('stats.import'), fileInput);
  append(shell.body, [
    picker,
    figures,
    daily?.element,
    message,
    el('div', { class: 'stats-actions' }, actionButton(t('stats.export'), 'stats-export', exportFile), importLabel, resetOne, resetAll),
  ]);
  shell.footer.append(actionButton(t('dialog.close'), 'stats-done', () => shell.close('done'), true));
  render();
  shell.open();
}

/** A score as the language writes it: Vegas's dollars as money ("−$52"), points as a number; null when unscored. */
function scoreText(score: number, scoring: ScoringId): string | null {
  if (scoring === 'none') return null;
  return scoring === 'vegas' || scoring === 'vegas-cumulative' ? formatMoney(score) : formatNumber(score);
}

/** "3 wins", "2 losses"; a dash for none, so that the two streaks read alike (never "0 wins" beside "—"). */
function streakText(streak: number): string {
  if (streak > 0) return t('stats.streak.wins', { count: streak });
  if (streak < 0) return t('stats.streak.losses', { count: -streak });
  return DASH;
}

/** The figures of one rule set as a list of facts (a dash where there is none yet). */
export function factsOf(figures: RuleStats | undefined, rules: Rules, vegasBank: number): HTMLElement {
  const list = el('dl', { class: 'stats-facts' });
  const fact = (name: string, value: string, testid: string): void => {
    list.append(el('div', { class: 'stats-fact' }, el('dt', {}, name), el('dd', { 'data-testid': testid }, value)));
  };
  const rate = figures === undefined ? null : winRate(figures);
  fact(t('stats.fact.played'), formatNumber(figures?.played ?? 0), 'stats-played');
  fact(t('stats.fact.won'), formatNumber(figures?.won ?? 0), 'stats-won');
  // Rounded to whole per cents here, as before (the percent format's own rounding is the language's)
  fact(t('stats.fact.rate'), rate === null ? DASH : t('stats.fact.rateValue', { rate: Math.round(rate * 100) / 100 }), 'stats-rate');
  fact(t('stats.fact.currentStreak'), streakText(figures?.currentStreak ?? 0), 'stats-streak');
  fact(t('stats.fact.bestStreak'), streakText(figures?.bestWinStreak ?? 0), 'stats-best-streak');
  fact(t('stats.fact.bestTime'), figures?.bestTimeMs == null ? DASH : formatTime(figures.bestTimeMs), 'stats-best-time');
  fact(t('stats.fact.fewestMoves'), figures?.fewestMoves == null ? DASH : formatNumber(figures.fewestMoves), 'stats-fewest-moves');
  fact(t('stats.fact.bestScore'), figures?.bestScore == null ? DASH : (scoreText(figures.bestScore, rules.scoring) ?? DASH), 'stats-best-score');
  if (rules.scoring === 'vegas-cumulative') fact(t('stats.fact.vegasBank'), scoreText(vegasBank, rules.scoring) ?? DASH, 'stats-bank');
  return list;
}

const SVG = 'http://www.w3.org/2000/svg';
const CHART_WIDTH = 300;
const CHART_HEIGHT = 80;
const MIN_BAR = 2;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Readonly<Record<string, string | number>>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

/**
 * Bars for the recent games, oldest on the left: green won, grey lost; height the score (moves when
 * unscored). A won game's bar always stands on the zero line, never below it.
 */
export function chartOf(recent: readonly RecentGame[], rules: Rules): HTMLElement {
  const byScore = rules.scoring !== 'none';
  // A win never hangs below the line: a won game's bar rises (a loss's money under Vegas may fall).
  const measure = (game: RecentGame): number => (byScore ? (game.won ? Math.max(0, game.score) : game.score) : game.moves);
  const wins = recent.filter((g) => g.won).length;
  const chart = svg('svg', {
    class: 'stats-chart',
    viewBox: `0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`,
    preserveAspectRatio: 'none',
    role: 'img',
    'data-testid': 'stats-chart',
    'aria-label':
      recent.length === 0
        ? t('stats.chart.none')
        : t('stats.chart.label', { count: recent.length, won: wins, lost: recent.length - wins, measure: byScore ? 'score' : 'moves' }),
  });
  const values = recent.map(measure);
  const low = Math.min(0, ...values);
  const high = Math.max(low + 1, 0, ...values);
  // The top MIN_BAR units stay free, so that a win scoring 0 still shows above a line drawn at the top.
  const y = (value: number): number => CHART_HEIGHT - ((value - low) / (high - low)) * (CHART_HEIGHT - MIN_BAR);
  const zero = y(0);
  const slot = CHART_WIDTH / Math.max(recent.length, RECENT_LIMIT / 2);
  for (const [index, game] of recent.entries()) {
    const top = y(measure(game));
    // Two units at least, so that a game scoring 0 still shows as a bar.
    const height = Math.max(Math.abs(top - zero), MIN_BAR);
    const bar = svg('rect', {
      class: `stats-bar ${game.won ? 'win' : 'loss'}`,
      x: index * slot + slot * 0.15,
      width: slot * 0.7,
      y: game.won ? zero - height : Math.min(top, zero, CHART_HEIGHT - height),
      height,
    });
    const title = svg('title', {});
    const score = scoreText(game.score, rules.scoring);
    const facts = { won: game.won ? 'yes' : 'no', moves: game.moves, time: formatTime(game.ms) };
    title.textContent = score === null ? t('stats.chart.bar.unscored', facts) : t('stats.chart.bar.scored', { ...facts, score });
    bar.appendChild(title);
    chart.appendChild(bar);
  }
  if (low < 0) chart.appendChild(svg('line', { class: 'stats-zero', x1: 0, x2: CHART_WIDTH, y1: zero, y2: zero }));
  const caption = recent.length === 0 ? t('stats.chart.captionNone') : t('stats.chart.caption', { count: recent.length, measure: byScore ? 'score' : 'moves' });
  return el('figure', { class: 'stats-chart-figure' }, chart, el('figcaption', { 'aria-hidden': 'true' }, caption));
}
