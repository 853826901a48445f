/**
 * The mock service's clock. Token lifetimes, code expiry, rate-limit days and error
 * timestamps all read it, so tests can move time instead of waiting.
 *
 * @example
 * const clock = createClock(Date.UTC(2026, 0, 1));
 * clock.advance(30 * 60 * 1000); // half an hour later
 */
export interface Clock {
  /** Milliseconds since the epoch, as the service sees it. */
  now(): number;
  /** Sets the service time; `null` returns to the real time. */
  set(ms: number | null): void;
  /** Moves the service time forward by `ms` (it stays frozen afterwards). */
  advance(ms: number): void;
  /** The fixed service time, or null while the clock follows real time (what `--state` saves). */
  frozenAt(): number | null;
  /** Calls `listener` after every `set` and `advance` (the stores drop what expired then). */
  onChange(listener: () => void): void;
}

export function createClock(fixed?: number): Clock {
  let frozen: number | null = fixed ?? null;
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    now: () => (frozen === null ? Date.now() : frozen),
    set(ms) {
      frozen = ms;
      changed();
    },
    advance(ms) {
      frozen = (frozen === null ? Date.now() : frozen) + ms;
      changed();
    },
    frozenAt: () => frozen,
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
