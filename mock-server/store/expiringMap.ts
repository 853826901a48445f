import type { Clock } from './clock.js';
import type { SharedCap } from './sharedCap.js';
import { SWEEP_INTERVAL_SECONDS } from '../defaults.js';

/**
 * A Map for records that end: each entry is dropped once the service clock passes the time
 * `dropAt` gives it, and the map never holds more than `cap` entries (the oldest go first). It
 * sweeps when the clock is set or advanced, and on an insert when the last sweep is more than
 * SWEEP_INTERVAL_SECONDS of service time ago, so memory stays bounded however requests come.
 * With a `shared` cap (store/sharedCap.ts), its entries also count against a budget shared with
 * other maps (the whole server's): past it, the map holding the most gives up its oldest.
 * @example
 * const codes = new ExpiringMap<string, CodeRecord>(clock, (record) => record.expiresAt, 10_000);
 */
export class ExpiringMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #clock: Clock;
  readonly #dropAt: (value: V) => number;
  readonly #cap: number;
  readonly #shared: SharedCap | undefined;
  /** The shared cap's ticket of each entry (with `shared` only). */
  readonly #tickets = new Map<K, object>();
  #lastSweep: number;
  /**
   * The last key found and its value, valid while nothing was added or removed since: a client
   * sends the same long token on call after call, and comparing it costs less than hashing it.
   */
  #last: { key: K; value: V; changes: number } | undefined;
  #changes = 0;

  constructor(clock: Clock, dropAt: (value: V) => number, cap: number, shared?: SharedCap) {
    this.#clock = clock;
    this.#dropAt = dropAt;
    this.#cap = cap;
    this.#shared = shared;
    this.#lastSweep = clock.now();
    clock.onChange(() => this.sweep());
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const last = this.#last;
    if (last && last.changes === this.#changes && last.key === key) return last.value;
    const value = this.#entries.get(key);
    if (value !== undefined) this.#last = { key, value, changes: this.#changes };
    return value;
  }

  set(key: K, value: V): void {
    const now = this.#clock.now();
    if (Math.abs(now - this.#lastSweep) >= SWEEP_INTERVAL_SECONDS * 1000) this.sweep();
    this.#changes++;
    this.delete(key);
    while (this.#entries.size >= this.#cap) this.delete(this.#entries.keys().next().value as K);
    if (this.#shared) {
      const ticket = this.#shared.take(this, () => {
        this.#changes++;
        this.#entries.delete(key);
        this.#tickets.delete(key);
      });
      this.#tickets.set(key, ticket);
    }
    this.#entries.set(key, value);
  }

  delete(key: K): boolean {
    this.#changes++;
    if (this.#shared) {
      this.#shared.give(this, this.#tickets.get(key));
      this.#tickets.delete(key);
    }
    return this.#entries.delete(key);
  }

  values(): IterableIterator<V> {
    return this.#entries.values();
  }

  clear(): void {
    this.#changes++;
    for (const ticket of this.#tickets.values()) this.#shared?.give(this, ticket);
    this.#tickets.clear();
    this.#entries.clear();
  }

  /** Drops every entry whose time has come. */
  sweep(): void {
    const now = this.#clock.now();
    this.#lastSweep = now;
    this.#changes++;
    for (const [key, value] of this.#entries) if (now >= this.#dropAt(value)) this.delete(key);
  }
}
