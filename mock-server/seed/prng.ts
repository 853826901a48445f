/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on
 * every start and every platform, which is what makes the default data set deterministic.
 * @example const random = createPrng(42); random.int(10); random.pick(['a', 'b']);
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items of `items`. */
  sample<T>(items: readonly T[], count: number): T[];
  /** true with probability p. */
  chance(p: number): boolean;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)],
    sample(items, count) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    chance: (p) => next() < p,
  };
}
