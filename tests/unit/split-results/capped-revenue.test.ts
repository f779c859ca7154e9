import { describe, expect, it } from "vitest";
import { pooledRevenueCap, revenueMoments } from "@/features/experiments/domain/stats/winsorize-revenue";
import { capFromTail, cappedSums, tailSize } from "@/features/split-results/domain/capped-revenue";

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("winsorised sums from the top of the revenue list", () => {
  it("needs only the values from the 99th percentile up", () => {
    expect(tailSize(0)).toBe(0);
    expect(tailSize(1)).toBe(1);
    expect(tailSize(3)).toBe(2);
    expect(tailSize(100)).toBe(2);
    expect(tailSize(30_000)).toBe(301);
  });

  for (const seed of [1, 2, 3, 4, 5]) {
    it(`equals listing every value (seed ${seed})`, () => {
      const next = random(seed);
      const groups = [0, 1, 2].map((g) => {
        const visitors = 200 + Math.floor(next() * 3000);
        const values = Array.from({ length: Math.floor(visitors * (0.02 + next() * 0.05)) }, () =>
          Math.round(next() < 0.02 ? 10_000 + next() * 90_000 : 1_000 + next() * 5_000),
        );
        return { key: String(g), visitors, values };
      });
      const expectedCap = pooledRevenueCap(groups.map((g) => ({ visitors: g.visitors, revenue: { values: g.values } })));
      const all = groups.flatMap((g) => g.values.map((value) => ({ key: g.key, value }))).sort((a, b) => b.value - a.value);
      const count = all.length;
      const tail = all.slice(0, tailSize(count));
      const cap = capFromTail(count, tail.map((t) => t.value));
      expect(cap).toBeCloseTo(expectedCap!, 9);
      const sums = cappedSums(
        groups.map((g) => ({
          key: g.key,
          sum: g.values.reduce((s, v) => s + v, 0),
          sumOfSquares: g.values.reduce((s, v) => s + v * v, 0),
        })),
        tail,
        cap,
      );
      groups.forEach((g, i) => {
        const listed = revenueMoments({ visitors: g.visitors, revenue: { values: g.values } }, expectedCap);
        const fromSums = revenueMoments({ visitors: g.visitors, revenue: { sum: sums[i]!.sum, sumOfSquares: sums[i]!.sumOfSquares } }, null);
        expect(fromSums.mean).toBeCloseTo(listed.mean, 9);
        expect(fromSums.variance! / listed.variance!).toBeCloseTo(1, 9);
      });
    });
  }

  it("leaves the sums alone without revenue", () => {
    expect(capFromTail(0, [])).toBeNull();
    expect(cappedSums([{ key: "0", sum: 0, sumOfSquares: 0 }], [], null)).toEqual([{ key: "0", sum: 0, sumOfSquares: 0 }]);
  });
});
