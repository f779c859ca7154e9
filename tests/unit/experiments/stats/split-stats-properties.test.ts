import { describe, expect, it } from "vitest";
import { analyzeSplit } from "@/features/experiments/domain/stats/analyze-split";
import { conversionChanceToBeat } from "@/features/experiments/domain/stats/chance-to-beat";
import {
  compareProportions,
  rateVariance,
} from "@/features/experiments/domain/stats/compare-proportions";
import { sequentialInterval } from "@/features/experiments/domain/stats/sequential-interval";
import {
  splitAnalysisInputSchema,
  type SplitAnalysisInput,
} from "@/features/experiments/domain/stats/split-analysis-input";
import {
  pooledRevenueCap,
  revenueMoments,
} from "@/features/experiments/domain/stats/winsorize-revenue";

/** Deterministic PRNG (mulberry32) for the simulations below. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function twoGroups(overrides: Partial<SplitAnalysisInput> = {}): SplitAnalysisInput {
  const group = (name: string) => ({
    name,
    percent: 50,
    visitors: 1000,
    conversions: 50,
    revenue: { sum: 1500, sumOfSquares: 45000 },
    upsellTakes: 5,
    refunds: 1,
  });
  return { groups: [group("a"), group("b")], daysRunning: 3, minimumEffect: 0.1, ...overrides };
}

describe("split statistics: input", () => {
  it("rejects counts that cannot be", () => {
    const bad = twoGroups();
    bad.groups[1] = { ...bad.groups[1]!, conversions: 1001 };
    expect(splitAnalysisInputSchema.safeParse(bad).success).toBe(false);
    const upsells = twoGroups();
    upsells.groups[0] = { ...upsells.groups[0]!, upsellTakes: 51 };
    expect(splitAnalysisInputSchema.safeParse(upsells).success).toBe(false);
    const values = twoGroups();
    values.groups[0] = {
      ...values.groups[0]!,
      visitors: 1,
      conversions: 0,
      upsellTakes: 0,
      refunds: 0,
      revenue: { values: [1, 2] },
    };
    expect(splitAnalysisInputSchema.safeParse(values).success).toBe(false);
    expect(splitAnalysisInputSchema.safeParse(twoGroups({ controlIndex: 2 })).success).toBe(false);
    expect(() => analyzeSplit(twoGroups({ minimumEffect: 0 }))).toThrow();
  });

  it("accepts a valid split and leaves the input untouched", () => {
    const input = twoGroups();
    const copy = structuredClone(input);
    const result = analyzeSplit(input);
    expect(input).toEqual(copy);
    expect(result.comparisons).toHaveLength(1);
    expect(result.comparisons[0]!.conversion.difference).toBe(0);
  });
});

describe("split statistics: winsorising", () => {
  it("caps at the 99th percentile of the pooled revenue of the visitors who have any", () => {
    // 1..100 listed: (100 − 1) · 0.99 = 98.01 → 99 + 0.01 · (100 − 99); zeros are left out.
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(
      pooledRevenueCap([{ visitors: 5000, revenue: { values: [...values, 0, 0] } }]),
    ).toBeCloseTo(99.01, 12);
    // Pooled over groups: 50 and 80 → 50 + 0.99 · 30 = 79.7, so the 80 is capped, the rest unchanged.
    const groups = [
      { visitors: 1000, revenue: { values: [50] } },
      { visitors: 1000, revenue: { values: [80] } },
    ];
    const cap = pooledRevenueCap(groups);
    expect(cap).toBeCloseTo(79.7, 12);
    expect(revenueMoments(groups[1]!, cap).mean).toBeCloseTo(0.0797, 12);
    expect(revenueMoments(groups[0]!, cap).mean).toBeCloseTo(0.05, 12);
    expect(pooledRevenueCap([{ visitors: 10, revenue: { values: [] } }])).toBeNull();
  });

  it("does not winsorise when a group comes as sums", () => {
    const result = analyzeSplit(twoGroups());
    expect(result.revenueCap).toBeNull();
    expect(result.groups[0]!.revenuePerVisitor).toBe(result.groups[0]!.revenuePerVisitorUncapped);
  });
});

describe("split statistics: chance to beat control", () => {
  it("is one half for equal data and complementary when the groups swap", () => {
    expect(
      conversionChanceToBeat({ successes: 30, trials: 1000 }, { successes: 30, trials: 1000 }),
    ).toBeCloseTo(0.5, 9);
    const ab = conversionChanceToBeat(
      { successes: 30, trials: 1000 },
      { successes: 45, trials: 1100 },
    );
    const ba = conversionChanceToBeat(
      { successes: 45, trials: 1100 },
      { successes: 30, trials: 1000 },
    );
    expect(ab + ba).toBeCloseTo(1, 10);
    expect(ab).toBeGreaterThan(0.9);
  });
});

describe("split statistics: peeking", () => {
  // A/A tests looked at every day for 30 days: the fixed 95 % interval "finds" a difference in far
  // more than 5 % of them; the always-valid interval stays under 5 %.
  it("the always-valid interval keeps its error rate under daily looks, the fixed one does not", () => {
    const random = seeded(20261124);
    const runs = 300;
    const days = 30;
    const perDay = 400;
    const rate = 0.05;
    let fixedFalse = 0;
    let sequentialFalse = 0;
    for (let run = 0; run < runs; run++) {
      const a = { successes: 0, trials: 0 };
      const b = { successes: 0, trials: 0 };
      let fixedHit = false;
      let sequentialHit = false;
      for (let day = 0; day < days; day++) {
        for (let v = 0; v < perDay; v++) {
          if (random() < rate) a.successes++;
          if (random() < rate) b.successes++;
        }
        a.trials += perDay;
        b.trials += perDay;
        const test = compareProportions(a, b);
        if (test.differenceLow! > 0 || test.differenceHigh! < 0) fixedHit = true;
        const seq = sequentialInterval(
          test.difference,
          rateVariance(a) + rateVariance(b),
          rate * 0.1,
        );
        if (seq && (seq.low > 0 || seq.high < 0)) sequentialHit = true;
      }
      if (fixedHit) fixedFalse++;
      if (sequentialHit) sequentialFalse++;
    }
    expect(fixedFalse / runs).toBeGreaterThan(0.1);
    expect(sequentialFalse / runs).toBeLessThan(0.05);
  });

  it("the always-valid interval is wider than the fixed one", () => {
    const test = compareProportions(
      { successes: 100, trials: 2000 },
      { successes: 130, trials: 2000 },
    );
    const seq = sequentialInterval(test.difference, 0.05 * 0.95 * (2 / 2000), 0.005)!;
    expect(seq.low).toBeLessThan(test.differenceLow!);
    expect(seq.high).toBeGreaterThan(test.differenceHigh!);
  });
});
