import { describe, expect, it } from "vitest";
import type { PricePackage } from "@/features/pricing/domain/package";
import { pricePackageSchema } from "@/features/pricing/domain/package-schema";
import { checkPackageChange, soldPackageMessage } from "@/features/pricing/domain/sold-package-change";
import { readPricingFixture } from "./read-fixture";

type Golden = {
  cases: Array<{
    name: string;
    before: PricePackage | null;
    after: PricePackage;
    sold: boolean;
    verdict: { ok: true } | { ok: false; fields: string[] };
  }>;
};
const golden = readPricingFixture<Golden>("sold-package-change.json");

describe("a sold package keeps its money fields (golden cases)", () => {
  for (const c of golden.cases) {
    it(c.name, () => {
      // Every case is a package the store would accept, so the rule is tested on real shapes.
      for (const pkg of [c.before, c.after]) if (pkg) expect(pricePackageSchema.safeParse(pkg).success).toBe(true);
      const verdict = checkPackageChange(c.before, c.after, c.sold);
      if (c.verdict.ok) expect(verdict).toEqual({ ok: true });
      else expect(verdict).toEqual({ ok: false, code: "sold_amounts_locked", fields: c.verdict.fields, message: soldPackageMessage });
    });
  }

  it("offers the way out in its message", () => {
    expect(soldPackageMessage).toContain("Save as a new package");
  });
});
