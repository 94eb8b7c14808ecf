/**
 * The statistics on this device: kept under one storage key, written with an atomic update (two tabs
 * finishing games at once both count), checked with `parseStats` whenever read. A record that fails the
 * check is kept aside under `aside:stats:…`, never deleted; counting starts again and the player is told
 * once, in plain words.
 */
import type { Rules } from '../engine';
import {
  emptyStats, parseStats, recordGame, resetAllRuleSets, resetRuleSet, setVegasBank,
  type GameResult, type StatsRecord,
} from './stats';
import type { AppStorage } from './storage';

export const STATS_KEY = 'stats';

export const UNREADABLE_STATS_NOTICE =
  'Your saved statistics could not be read, so they start again from here. The old record has been kept on this device, not deleted.';
export const UNREADABLE_STATS_NOT_KEPT_NOTICE =
  'Your saved statistics could not be read, so they start again from here. There is no room to keep a copy of the old record, so it is left as it is and nothing is written over it.';

type Change = (stored: StatsRecord) => StatsRecord;

export class StatsStore {
  /** What the player sees: the stored figures with this session's changes applied. */
  private stats: StatsRecord = emptyStats();
  /** The stored record as last read or written (what a cleared database is given back). */
  private stored: StatsRecord = emptyStats();
  /** Changes not yet written (storage full or away): applied, in order, by the next write that lands. */
  private unsaved: Change[] = [];
  private told = false;
  /** Writes one after the other, each seeing what the one before left unsaved. */
  private flushing: Promise<boolean> = Promise.resolve(true);

  /** `now` stamps records kept aside (Date.now in the app, a fixed clock in tests). */
  constructor(
    private readonly storage: AppStorage,
    private readonly onNotice: (text: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The figures as last read or written; empty until `load` has run. */
  current(): StatsRecord {
    return this.stats;
  }

  /** Reads the stored statistics; an unreadable record is kept aside and replaced with empty ones. */
  async load(): Promise<StatsRecord> {
    const raw = await this.storage.get(STATS_KEY);
    if (raw === undefined) return this.stats;
    const parsed = parseStats(raw);
    if (parsed.ok) {
      this.stats = this.stored = parsed.value;
      return this.stats;
    }
    // Kept aside and replaced in one atomic step, by the same path every write takes.
    if (!(await this.flush())) this.tell(false);
    return this.stats;
  }

  /** Counts a finished game under its rules. */
  record(rules: Rules, result: GameResult): Promise<StatsRecord> {
    return this.write((stored) => recordGame(stored, rules, result));
  }

  /** A game left after at least one move of the player's, when the next one starts: a loss. */
  recordAbandoned(rules: Rules, result: Omit<GameResult, 'won'>): Promise<StatsRecord> {
    return this.record(rules, { ...result, won: false });
  }

  /** Forgets one rule set's figures, or every rule set's when none is given; the Vegas bank stays. */
  reset(rules?: Rules): Promise<StatsRecord> {
    return this.write((stored) => (rules === undefined ? resetAllRuleSets(stored) : resetRuleSet(stored, rules)));
  }

  /** Puts imported statistics (already checked by `importStats`) in place of the stored ones. */
  replace(stats: StatsRecord): Promise<StatsRecord> {
    return this.write(() => stats);
  }

  /** Records the Vegas bank carried to the next vegas-cumulative game. */
  setVegasBank(bank: number): Promise<StatsRecord> {
    return this.write((stored) => setVegasBank(stored, bank));
  }

  /** Writes every change not yet written (storage back after being away). */
  async rewrite(): Promise<void> {
    await this.flush();
  }

  private async write(change: Change): Promise<StatsRecord> {
    this.unsaved.push(change);
    // Shown at once, whatever storage does: the game counts for as long as the page is open.
    this.stats = change(this.stats);
    await this.flush();
    return this.stats;
  }

  /**
   * One atomic write of every unsaved change over what is stored now (another tab's games included). A
   * stored record that fails the check is kept aside in the same transaction and counting starts again.
   */
  private flush(): Promise<boolean> {
    this.flushing = this.flushing.then(() => this.flushNow());
    return this.flushing;
  }

  private async flushNow(): Promise<boolean> {
    const applying = [...this.unsaved];
    const written: { next: StatsRecord | null } = { next: null };
    const done = await this.storage.update(
      STATS_KEY,
      (old) => {
        const parsed = old === undefined ? null : parseStats(old);
        // Nothing stored (a first launch, a cleared database): what this tab knew is written back.
        const base = parsed === null ? this.stored : parsed.ok ? parsed.value : emptyStats();
        written.next = applying.reduce<StatsRecord>((stats, change) => change(stats), base);
        return written.next;
      },
      (old) => {
        const parsed = parseStats(old);
        return parsed.ok ? null : parsed.reason;
      },
      () => this.tell(true),
      this.now(),
    );
    const { next } = written;
    if (!done || next === null) return false;
    this.unsaved = this.unsaved.filter((change) => !applying.includes(change));
    this.stored = next;
    this.stats = this.unsaved.reduce<StatsRecord>((stats, change) => change(stats), next);
    return true;
  }

  private tell(keptAside: boolean): void {
    if (this.told) return;
    this.told = true;
    this.onNotice(keptAside ? UNREADABLE_STATS_NOTICE : UNREADABLE_STATS_NOT_KEPT_NOTICE);
  }
}
