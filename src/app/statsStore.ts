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

export class StatsStore {
  private stats: StatsRecord = emptyStats();
  private told = false;
  private asides: Promise<unknown> = Promise.resolve();

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
      this.stats = parsed.value;
      return this.stats;
    }
    // Kept aside and replaced in one atomic step, by the same path every write takes.
    await this.write((stored) => stored);
    this.tell(); // also when storage refused the write: the figures shown start again either way
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

  private async write(change: (stored: StatsRecord) => StatsRecord): Promise<StatsRecord> {
    let next: StatsRecord | null = null;
    await this.storage.update(STATS_KEY, (old) => (next = change(this.readStored(old))));
    // Storage failed before the change ran: the game still counts for as long as the page is open.
    this.stats = next ?? change(this.stats);
    await this.asides;
    return this.stats;
  }

  /** The stored record, checked; nothing stored yet (or storage gone to memory) means what we hold. */
  private readStored(old: unknown): StatsRecord {
    if (old === undefined) return this.stats;
    const parsed = parseStats(old);
    if (parsed.ok) return parsed.value;
    this.asides = this.storage.keepAside(STATS_KEY, old, parsed.reason, this.now());
    this.tell();
    return this.stats;
  }

  private tell(): void {
    if (this.told) return;
    this.told = true;
    this.onNotice(UNREADABLE_STATS_NOTICE);
  }
}
