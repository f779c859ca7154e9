import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { netRevenue, netRevenueInCents } from "@/features/analytics/domain/net-revenue";

const golden = JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/net-revenue.json"), "utf8")) as {
  cases: Array<{ amount: number; net: number; cents: number }>;
};

describe("netRevenue (golden cases)", () => {
  for (const c of golden.cases) {
    it(`${c.amount} → ${c.net}`, () => {
      expect(netRevenue(c.amount)).toBeCloseTo(c.net, 9);
      expect(netRevenueInCents(c.amount)).toBe(c.cents);
    });
  }

  it("is linear: 0.9310 × amount − 0.3822", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (amount) => {
        expect(netRevenue(amount)).toBeCloseTo(0.931 * amount - 0.3822, 6);
      }),
    );
  });
});
