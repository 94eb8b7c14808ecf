// @vitest-environment happy-dom
/** The daily deal's words and parts of the UI: the shared result, the calendar, the win dialog's Share, the first screen's line. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ChangeCause } from '../../../src/app/session/events';
import { useCatalogue } from '../../../src/i18n';
import { dailySection, monthTable } from '../../../src/ui/daily/dailyCalendar';
import { mountDailyLine, type DailyService } from '../../../src/ui/daily/dailyLine';
import { shareDailyResult } from '../../../src/ui/daily/dailyShare';
import { dailyLink, dailyQuestion, formatDailyResult, shortDailyDate } from '../../../src/ui/daily/dailyText';
import { openWinDialog } from '../../../src/ui/dialogs/winDialog';
import { fakeController, type FakeController } from '../support/fakeController';
import { byTestId, clearDocument } from '../support/happyDom';

const WINS = { '2026-11-26': { bestTimeMs: 192_000, fewestMoves: 94 }, '2026-11-27': { bestTimeMs: 61_000, fewestMoves: 1 } };

describe('the shared result', () => {
  test('one line with the day, the time and the moves, and the link on the app’s own origin and path', () => {
    expect(formatDailyResult('2026-11-27', 192_000, 94)).toBe('Klondike daily · 27 Nov 2026 · won in 3:12, 94 moves');
    expect(dailyLink('2026-11-27', 'https://example.org/klondike/?deal=5&sound=off#x')).toBe('https://example.org/klondike/?daily=2026-11-27');
  });

  test('in the language shown: its words, and the date as it writes dates', () => {
    useCatalogue('fr', { 'daily.share.result': 'Klondike du jour · {date} · gagné en {time}, {moves, plural, one {# coup} other {# coups}}' });
    try {
      expect(formatDailyResult('2026-11-27', 192_000, 94)).toBe('Klondike du jour · 27 nov. 2026 · gagné en 3:12, 94 coups');
      expect(shortDailyDate('2026-11-27')).toBe('27 nov.');
      expect(dailyQuestion('2026-11-27', 1).body).toBe('Draw 1, unlimited passes. This game (1 move) counts as a loss.');
    } finally {
      useCatalogue('en', {});
    }
  });

  test('goes through the share sheet where there is one, else to the clipboard', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { share });
    await shareDailyResult('2026-11-27', 192_000, 94, 'https://example.org/k/');
    expect(share).toHaveBeenCalledWith({
      title: 'Klondike daily',
      text: 'Klondike daily · 27 Nov 2026 · won in 3:12, 94 moves',
      url: 'https://example.org/k/?daily=2026-11-27',
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await shareDailyResult('2026-11-27', 192_000, 94, 'https://example.org/k/');
    expect(writeText).toHaveBeenCalledWith('Klondike daily · 27 Nov 2026 · won in 3:12, 94 moves\nhttps://example.org/k/?daily=2026-11-27');
    vi.unstubAllGlobals();
  });
});

describe('the calendar', () => {
  afterEach(clearDocument);

  test("in the language shown: its month and weekday names, its week's first day, its words", () => {
    useCatalogue('pt-BR', { 'daily.calendar.won': 'vencido em {time}, {moves, plural, one {# jogada} other {# jogadas}}' });
    try {
      const table = monthTable('2026-11', WINS, '2026-11-30');
      expect(table.querySelector('caption')!.textContent).toBe('novembro de 2026');
      // Brazil's weeks start on Sunday, and 1 November 2026 is one: no blanks before it.
      expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)[0]).toBe('dom.');
      expect(table.querySelector('tbody tr')!.children[0]!.textContent).toBe('1');
      expect(table.querySelector('[data-date="2026-11-26"]')!.textContent).toBe('26 vencido em 3:12, 94 jogadas');
    } finally {
      useCatalogue('en', {});
    }
  });

  test('a month in weeks from Monday, days won and today marked in words a screen reader reads', () => {
    const table = monthTable('2026-11', WINS, '2026-11-27');
    expect(table.querySelector('caption')!.textContent).toBe('November 2026');
    // 1 November 2026 is a Sunday: six blanks before it.
    const firstRow = [...table.querySelectorAll('tbody tr')[0]!.children].map((cell) => cell.textContent);
    expect(firstRow).toEqual(['', '', '', '', '', '', '1']);
    const cell = (date: string): HTMLElement => table.querySelector(`[data-date="${date}"]`)!;
    expect(cell('2026-11-26').textContent).toBe('26 won in 3:12, 94 moves');
    expect(cell('2026-11-27').textContent).toBe('27 today, won in 1:01, 1 move');
    expect(cell('2026-11-27').getAttribute('aria-current')).toBe('date');
    expect(cell('2026-11-25').textContent).toBe('25');
    expect(table.querySelectorAll('td.won')).toHaveLength(2);
    expect(table.querySelectorAll('[data-date]')).toHaveLength(30);
  });

  test('the section counts days and streaks, and turns the months with buttons, never past today’s', () => {
    const section = dailySection(() => WINS, '2026-12-01');
    document.body.append(section.element);
    expect(byTestId(section.element, 'daily-days-won').textContent).toBe('2');
    // 28 to 30 November unplayed: the streak of the 26th and 27th is over by 1 December.
    expect(byTestId(section.element, 'daily-streak').textContent).toBe('0 days');
    expect(byTestId(section.element, 'daily-best-streak').textContent).toBe('2 days');
    expect(section.element.querySelector('caption')!.textContent).toBe('December 2026');
    expect((byTestId(section.element, 'daily-next-month') as HTMLButtonElement).disabled).toBe(true);
    byTestId(section.element, 'daily-previous-month').click();
    expect(section.element.querySelector('caption')!.textContent).toBe('November 2026');
    expect(section.element.querySelectorAll('td.won')).toHaveLength(2);
  });
});

describe('the win dialog of a daily deal', () => {
  afterEach(clearDocument);

  test('offers Share only when given one', () => {
    const share = vi.fn();
    const summary = { score: null, time: '3:12', moves: 94, deal: 1 };
    openWinDialog(summary, { newDeal: vi.fn(), replay: vi.fn(), share });
    byTestId(document, 'win-share').click();
    expect(share).toHaveBeenCalledOnce();
    clearDocument();
    openWinDialog(summary, { newDeal: vi.fn(), replay: vi.fn() });
    expect(document.querySelector('[data-testid="win-share"]')).toBeNull();
  });
});

describe('the daily line on the first screen', () => {
  afterEach(clearDocument);

  const service = (over: Partial<DailyService> = {}): DailyService => ({
    today: () => '2026-11-27',
    hasDeal: () => true,
    onTable: () => null,
    won: () => false,
    playToday: vi.fn(),
    ...over,
  });
  const changed = (controller: FakeController, cause: ChangeCause): void => {
    controller.events.emit('changed', { cause, before: null, after: controller.asController.state, events: [] });
  };

  test('offers today’s deal, stays through the view’s first announcement and auto-moves, and goes at the first move', () => {
    const controller = fakeController();
    const daily = service();
    mountDailyLine(document.body, controller.asController, daily);
    const line = byTestId(document, 'daily-line');
    expect(line.hidden).toBe(false);
    expect(line.textContent).toContain("Today's daily deal, 27 Nov 2026");
    changed(controller, 'deal');
    // A new game record, as every change of the table makes.
    Object.assign(controller, { game: { ...controller.asController.game } });
    changed(controller, 'auto');
    expect(line.hidden).toBe(false);
    // A new game record, as every change of the table makes.
    Object.assign(controller, { game: { ...controller.asController.game } });
    changed(controller, 'move');
    expect(line.hidden).toBe(true);
  });

  test('Play hides it and asks for today’s deal; it is not offered once today is won or on the table, nor before the first daily deal', () => {
    const daily = service();
    mountDailyLine(document.body, fakeController().asController, daily);
    byTestId(document, 'daily-line-play').click();
    expect(daily.playToday).toHaveBeenCalledOnce();
    expect(byTestId(document, 'daily-line').hidden).toBe(true);
    for (const over of [{ won: () => true }, { onTable: () => '2026-11-27' }, { hasDeal: () => false }]) {
      clearDocument();
      mountDailyLine(document.body, fakeController().asController, service(over));
      expect(byTestId(document, 'daily-line').hidden).toBe(true);
    }
  });
});
