/**
 * The statistics on this device: kept under one storage key, written with an atomic update (two tabs
 * finishing games at once both count), checked with `parseStats` whenever read. A record that fails the
 * check is kept aside under `aside:stats:…`, never deleted; counting starts again and the player is told
 * once, in plain words.
 *
 * Finished games are a log, not a snapshot in memory: each is queued with its game id, kept in a page
 * note until it lands (so a page closed while storage was away or full still counts it at the next
 * launch), and counted once, in the same transaction that records its id beside the statistics.
 */
import type { Rules } from '../../engine';
import type { DailyWins } from '../daily/dailyRecord';
import {
  emptyStats,
  parseDailyRecord,
  parseStats,
  recordGame,
  recordWinOverLoss,
  resetAllRuleSets,
  resetRuleSet,
  setVegasBank,
  type GameResult,
  type StatsRecord,
} from '../stats';
import type { AppStorage, AsideEntry } from './storage';
import type { FinishedGame, UnsavedGamesLog } from './unsavedGames';
import { t, type MessageKey } from '../../i18n';

export const STATS_KEY = 'stats';

/** The notices' message keys (looked up when said). */
export const UNREADABLE_STATS_NOTICE: MessageKey = 'storage.stats.unreadable';
export const UNREADABLE_STATS_NOT_KEPT_NOTICE: MessageKey = 'storage.stats.unreadableNotKept';
/** The daily record alone did not read: the other figures were kept, and the notice says so. */
export const UNREADABLE_DAILY_NOTICE: MessageKey = 'storage.daily.unreadable';
export const UNREADABLE_DAILY_NOT_KEPT_NOTICE: MessageKey = 'storage.daily.unreadableNotKept';

/** Which stored record did not read: the figures (all the statistics start again) or the daily record alone. */
type Unreadable = 'figures' | 'daily';

/**
 * The daily record (the statistics' `daily`) is stored under a key of its own, not inside the record
 * under STATS_KEY: a version of the app from before the daily deal refuses a statistics record with a
 * field it does not know and sets it aside, so a stale tab of that version would have hidden every
 * figure from the player. It reads the statistics as they always were, and never sees this key.
 */
export const DAILY_KEY = 'stats:daily';

/** The statistics with `daily` as their daily record (none when it is missing or holds no day). */
function withDaily(stats: StatsRecord, daily: DailyWins | undefined): StatsRecord {
  const { daily: _, ...figures } = stats;
  return daily === undefined || Object.keys(daily).length === 0 ? figures : { ...figures, daily };
}

/** The two records the statistics are stored as: the figures (STATS_KEY) and the daily record (DAILY_KEY). */
export function storedForms(stats: StatsRecord): { figures: StatsRecord; daily: DailyWins } {
  const { daily, ...figures } = stats;
  return { figures, daily: daily ?? {} };
}

/** Ids of the games the statistics count (the last COUNTED_LIMIT), kept beside them: a game is counted once. */
export const COUNTED_KEY = 'stats:counted';
export const COUNTED_LIMIT = 500;

/**
 * Games counted as losses (abandoned), with when they ended, kept beside the statistics (the last
 * COUNTED_LIMIT): a game abandoned in one tab and won in another counts as the win. A game's result is
 * the win if any tab won it; a loss after its win (a stale tab abandoning its copy) changes nothing.
 */
export const LOSSES_KEY = 'stats:losses';

interface CountedLoss {
  readonly gameId: string;
  readonly at: number;
}

/**
 * A change to the statistics; `game` marks the count of one game, made once whichever tab makes it
 * (`asWin`: the same game, counted as a loss before, won after all).
 */
interface Change {
  readonly apply: (stored: StatsRecord) => StatsRecord;
  readonly game?: { readonly id: string; readonly won: boolean; readonly at: number; readonly asWin: (stored: StatsRecord, lossAt: number) => StatsRecord };
}

/** The stored list of games counted as losses; an entry that is not one is dropped. */
function lossList(value: unknown): CountedLoss[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is CountedLoss => {
      const { gameId, at } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
      return typeof gameId === 'string' && typeof at === 'number' && Number.isFinite(at);
    })
    .map(({ gameId, at }) => ({ gameId, at }))
    .slice(-COUNTED_LIMIT);
}

/** The stored list of counted games; anything else (a hand-edited or older record) reads as none. */
function countedList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string').slice(-COUNTED_LIMIT) : [];
}

export class StatsStore {
  /** What the player sees: the stored figures with this session's changes applied. */
  private stats: StatsRecord = emptyStats();
  /** The stored record as last read or written (what a cleared database is given back). */
  private stored: StatsRecord = emptyStats();
  private storedCounted: string[] = [];
  private storedLosses: CountedLoss[] = [];
  /** Changes not yet written (storage full or away): applied, in order, by the next write that lands. */
  private unsaved: Change[] = [];
  private told = false;
  /** Nothing is written before the stored record has been read in this launch (`load`). */
  private loaded = false;
  /** Writes one after the other, each seeing what the one before left unsaved. */
  private flushing: Promise<boolean> = Promise.resolve(true);

  /**
   * `now` stamps records kept aside (Date.now in the app, a fixed clock in tests); `log` keeps the
   * finished games not yet written where a closed page finds them again (localStorage in the app).
   */
  constructor(
    private readonly storage: AppStorage,
    private readonly onNotice: (text: string) => void,
    private readonly now: () => number = Date.now,
    private readonly log: UnsavedGamesLog | null = null,
  ) {
    // Games finished in an earlier visit that never reached storage: counted now (once: they carry their ids).
    for (const entry of log?.read() ?? []) this.queueGame(entry);
  }

  /** Called each time a write lands (the copy in storageBackup follows the stored statistics). */
  onStored: () => void = () => {};

  /** The ids of the games the stored statistics count (for the copy in storageBackup). */
  counted(): readonly string[] {
    return this.storedCounted;
  }

  /** Those of them counted as losses (for the copy in storageBackup). */
  losses(): readonly CountedLoss[] {
    return this.storedLosses;
  }

  /**
   * The statistics as stored, without this session's changes not yet written (for the copy: it must
   * hold figures and counted ids from one moment, or a game also in the page note would count twice);
   * null until this launch has read them.
   */
  storedFigures(): StatsRecord | null {
    return this.loaded ? this.stored : null;
  }

  /** The figures as last read or written; empty until `load` has run. */
  current(): StatsRecord {
    return this.stats;
  }

  /** Reads the stored statistics; an unreadable record is kept aside and replaced with empty ones. */
  async load(): Promise<StatsRecord> {
    const [raw, counted, rawDaily, losses] = await Promise.all([
      this.storage.get(STATS_KEY),
      this.storage.get(COUNTED_KEY),
      this.storage.get(DAILY_KEY),
      this.storage.get(LOSSES_KEY),
    ]);
    this.loaded = true;
    this.storedCounted = countedList(counted);
    this.storedLosses = lossList(losses);
    const parsed = raw === undefined ? null : parseStats(raw);
    const daily = rawDaily === undefined ? null : parseDailyRecord(rawDaily);
    if (parsed?.ok === true) this.stored = withDaily(parsed.value, daily?.ok === true ? daily.value : parsed.value.daily);
    if ((parsed !== null && !parsed.ok) || daily?.ok === false) {
      const unreadable: Unreadable = parsed !== null && !parsed.ok ? 'figures' : 'daily';
      // Kept aside and replaced in one atomic step, by the same path every write takes.
      if (!(await this.flush())) {
        // Left where it is: a daily record alone leaves the figures that did read on show.
        if (unreadable === 'daily') this.stats = this.unsaved.reduce<StatsRecord>((stats, change) => change.apply(stats), this.stored);
        this.tell(false, unreadable);
      }
      return this.stats;
    }
    this.stats = this.unsaved.reduce<StatsRecord>((stats, change) => change.apply(stats), this.stored);
    if (this.unsaved.length > 0) await this.flush();
    return this.stats;
  }

  /** Counts a finished game under its rules, once: `gameId` names the game (a second tab finishing it too does not count it again). */
  record(rules: Rules, result: GameResult, gameId?: string): Promise<StatsRecord> {
    const entry: FinishedGame = { rules, result, ...(gameId === undefined ? {} : { gameId }) };
    if (gameId !== undefined) this.log?.add(entry);
    this.queueGame(entry);
    this.stats = this.unsaved.at(-1)!.apply(this.stats);
    return this.flush().then(() => this.stats);
  }

  /** A game left after at least one move of the player's, when the next one starts: a loss. */
  recordAbandoned(rules: Rules, result: Omit<GameResult, 'won'>, gameId?: string): Promise<StatsRecord> {
    return this.record(rules, { ...result, won: false }, gameId);
  }

  /** Forgets one rule set's figures, or every rule set's when none is given; the Vegas bank stays. */
  reset(rules?: Rules): Promise<StatsRecord> {
    return this.write((stored) => (rules === undefined ? resetAllRuleSets(stored) : resetRuleSet(stored, rules)));
  }

  /** Puts imported statistics (already checked by `parseStatsText`) in place of the stored ones. */
  replace(stats: StatsRecord): Promise<StatsRecord> {
    return this.write(() => stats);
  }

  /** Records the Vegas bank carried to the next vegas-cumulative game. */
  setVegasBank(bank: number): Promise<StatsRecord> {
    return this.write((stored) => setVegasBank(stored, bank));
  }

  /** Writes every change not yet written (storage back after being away); true when nothing is left. */
  rewrite(): Promise<boolean> {
    return this.flush();
  }

  private queueGame({ rules, result, gameId }: FinishedGame): void {
    this.unsaved.push({
      apply: (stored) => recordGame(stored, rules, result),
      ...(gameId === undefined
        ? {}
        : { game: { id: gameId, won: result.won, at: result.at, asWin: (stored, lossAt) => recordWinOverLoss(stored, rules, result, lossAt) } }),
    });
  }

  private async write(apply: Change['apply']): Promise<StatsRecord> {
    this.unsaved.push({ apply });
    // Shown at once, whatever storage does: the game counts for as long as the page is open.
    this.stats = apply(this.stats);
    await this.flush();
    return this.stats;
  }

  /**
   * One atomic write of every unsaved change over what is stored now (another tab's games included),
   * with the list of counted games beside it. A stored record that fails the check is kept aside in
   * the same transaction and counting starts again.
   */
  private flush(): Promise<boolean> {
    if (!this.loaded) return Promise.resolve(true);
    this.flushing = this.flushing.then(() => this.flushNow());
    return this.flushing;
  }

  private async flushNow(): Promise<boolean> {
    const applying = [...this.unsaved];
    const written: { next: StatsRecord | null; counted: string[]; losses: CountedLoss[]; keptAside: Unreadable | null } = {
      next: null,
      counted: [],
      losses: [],
      keptAside: null,
    };
    const at = this.now();
    const done = await this.storage.transact([STATS_KEY, COUNTED_KEY, DAILY_KEY, LOSSES_KEY], ([old, oldCounted, oldDaily, oldLosses]) => {
      const writes: AsideEntry[] = [];
      let base = this.stored;
      let unreadable: Unreadable | null = null;
      if (old !== undefined) {
        const parsed = parseStats(old);
        if (parsed.ok) base = parsed.value;
        else {
          base = emptyStats();
          unreadable = 'figures';
          writes.push(this.storage.asideRecord(STATS_KEY, old, parsed.error, at));
        }
      }
      // The daily record on its own key; a record written before it had one carries it inside.
      if (oldDaily !== undefined) {
        const parsed = parseDailyRecord(oldDaily);
        if (parsed.ok) base = withDaily(base, parsed.value);
        else {
          base = withDaily(base, undefined);
          unreadable ??= 'daily';
          writes.push(this.storage.asideRecord(DAILY_KEY, oldDaily, parsed.error, at));
        }
      }
      // Nothing stored (a first launch, a cleared database): what this tab knew is written back.
      let counted = oldCounted === undefined ? this.storedCounted : countedList(oldCounted);
      let losses = oldLosses === undefined ? this.storedLosses : lossList(oldLosses);
      let next = base;
      for (const change of applying) {
        const { game } = change;
        if (game === undefined) {
          next = change.apply(next);
          continue;
        }
        if (!counted.includes(game.id)) {
          counted = [...counted, game.id].slice(-COUNTED_LIMIT);
          if (!game.won) losses = [...losses, { gameId: game.id, at: game.at }].slice(-COUNTED_LIMIT);
          next = change.apply(next);
          continue;
        }
        // Counted already: only a win over its loss changes the figures.
        const loss = game.won ? losses.find((entry) => entry.gameId === game.id) : undefined;
        if (loss === undefined) continue;
        losses = losses.filter((entry) => entry !== loss);
        next = game.asWin(next, loss.at);
      }
      written.next = next;
      written.counted = counted;
      written.losses = losses;
      written.keptAside = unreadable;
      const stored = storedForms(next);
      return [...writes, [STATS_KEY, stored.figures], [COUNTED_KEY, counted], [DAILY_KEY, stored.daily], [LOSSES_KEY, losses]];
    });
    const { next } = written;
    if (!done || next === null) return false;
    if (written.keptAside !== null) this.tell(true, written.keptAside);
    this.unsaved = this.unsaved.filter((change) => !applying.includes(change));
    this.log?.remove(applying.flatMap((change) => (change.game === undefined ? [] : [change.game.id])));
    this.stored = next;
    this.storedCounted = written.counted;
    this.storedLosses = written.losses;
    this.stats = this.unsaved.reduce<StatsRecord>((stats, change) => change.apply(stats), next);
    this.onStored();
    return true;
  }

  private tell(keptAside: boolean, unreadable: Unreadable): void {
    if (this.told) return;
    this.told = true;
    if (unreadable === 'daily') this.onNotice(t(keptAside ? UNREADABLE_DAILY_NOTICE : UNREADABLE_DAILY_NOT_KEPT_NOTICE));
    else this.onNotice(t(keptAside ? UNREADABLE_STATS_NOTICE : UNREADABLE_STATS_NOT_KEPT_NOTICE));
  }
}
