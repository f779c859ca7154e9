import { describe, expect, it } from "vitest";
import {
  demoOneTimePackages,
  demoPricePackages,
  demoSubscriptionPackages,
} from "@/features/pricing/data/demo-packages";
import { currencyCodes } from "@/features/pricing/domain/currencies";
import { pricePackageSchema } from "@/features/pricing/domain/package-schema";
import { introPricePerDay, savingPercent } from "@/features/pricing/domain/price-figures";

describe("demo price packages", () => {
  it("are valid stored packages with unique ids", () => {
    for (const pkg of demoPricePackages) expect(pricePackageSchema.parse(pkg), pkg.id).toEqual(pkg);
    expect(new Set(demoPricePackages.map((p) => p.id)).size).toBe(demoPricePackages.length);
  });

  it("price every package in every currency we sell in", () => {
    for (const pkg of demoPricePackages)
      expect(Object.keys(pkg.amounts).sort(), pkg.id).toEqual([...currencyCodes].sort());
  });

  it("offer a 1-week, a most popular 4-week and a 12-week plan, and three one-time add-ons", () => {
    const shown = demoSubscriptionPackages
      .filter((p) => p.intro.type === "intro_price")
      .sort((a, b) => a.displayOrder - b.displayOrder);
    expect(shown.map((p) => [p.period.count, p.mostPopular])).toEqual([
      [1, false],
      [4, true],
      [12, false],
    ]);
    // One most popular plan among the intro plans, one among their regular-price twins.
    expect(demoSubscriptionPackages.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(["pp_4w_intro", "pp_4w_regular"]);
    expect(demoOneTimePackages.map((p) => p.product).sort()).toEqual([
      "fasting_guide",
      "recipe_book",
      "workout_plan",
    ]);
  });

  it("discount the intro and the add-ons by about half, without ever overstating", () => {
    for (const pkg of demoPricePackages.filter(
      (p) => p.kind === "one_time" || p.intro.type === "intro_price",
    )) {
      for (const currency of currencyCodes) {
        const saving = savingPercent(pkg, currency);
        expect(saving, `${pkg.id} ${currency}`).toBeGreaterThanOrEqual(49);
        expect(saving, `${pkg.id} ${currency}`).toBeLessThanOrEqual(52);
      }
    }
  });

  it("make the longer plan cheaper per day in every currency", () => {
    const shown = demoSubscriptionPackages
      .filter((p) => p.intro.type === "intro_price")
      .sort((a, b) => a.period.count - b.period.count);
    for (const currency of currencyCodes) {
      const perDay = shown.map((p) => introPricePerDay(p, currency) ?? Infinity);
      expect(perDay, currency).toEqual([...perDay].sort((a, b) => b - a));
      expect(new Set(perDay).size, currency).toBe(perDay.length);
    }
  });
});
