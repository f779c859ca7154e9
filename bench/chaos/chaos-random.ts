/** A small seeded generator (mulberry32), so one seed gives the same choices in every run. */
export type Random = {
  /** In [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  between: (min: number, max: number) => number;
  chance: (share: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between,
    chance: (share) => next() < share,
    pick: (items) => {
      if (items.length === 0) throw new Error("nothing to pick from");
      return items[between(0, items.length - 1)]!;
    },
  };
}
