import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  pricePackageFromColumns,
  pricePackageToColumns,
} from "@/features/billing/domain/price-package-columns";
import type { PricePackage } from "@/features/pricing/domain/package";

const { packages } = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/billing/checkout-price.json"), "utf8"),
) as {
  packages: Record<string, PricePackage>;
};
const pkg = (id: string) => packages[id] as PricePackage;

describe("price package columns", () => {
  it.each(Object.keys(packages))("%s reads back as the same package", (id) => {
    expect(pricePackageFromColumns(pricePackageToColumns(pkg(id)))).toEqual(pkg(id));
  });

  it("keeps the period, the offer and each kind of amount in its own column", () => {
    expect(pricePackageToColumns(pkg("pp_4w_intro"))).toEqual({
      id: "pp_4w_intro",
      kind: "subscription",
      product: "meal_plan",
      periodUnit: "week",
      periodCount: 4,
      introKind: "intro_price",
      introPeriods: 1,
      trialDays: null,
      introAmounts: { EUR: 1999, USD: 2199, JPY: 2980 },
      regularAmounts: { EUR: 3999, USD: 4299, JPY: 5980 },
      listAmounts: null,
      mostPopular: true,
      position: 1,
    });
    expect(pricePackageToColumns(pkg("pp_1m_trial"))).toMatchObject({
      introKind: "free_trial",
      trialDays: 7,
      introPeriods: null,
      introAmounts: null,
    });
    expect(pricePackageToColumns(pkg("pp_recipes"))).toMatchObject({
      kind: "one_time",
      periodUnit: null,
      introKind: null,
      regularAmounts: { EUR: 999 },
      listAmounts: { EUR: 1999 },
    });
  });

  it("columns that break the package rules hold no package", () => {
    const columns = pricePackageToColumns(pkg("pp_4w_intro"));
    expect(
      pricePackageFromColumns({ ...columns, introAmounts: { EUR: 4999, USD: 2199, JPY: 2980 } }),
    ).toBeNull();
    expect(pricePackageFromColumns({ ...columns, periodUnit: null })).toBeNull();
    expect(pricePackageFromColumns({ ...columns, regularAmounts: { EUR: -1 } })).toBeNull();
    expect(
      pricePackageFromColumns({ ...columns, regularAmounts: { XXX: 100, EUR: 3999 } }),
    ).toBeNull();
  });
});
