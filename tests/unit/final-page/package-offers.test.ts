import { describe, expect, it } from "vitest";
import { packageOffers } from "@/features/final-page/domain/package-offers";
import type { PackageSet } from "@/features/final-page/domain/package-set";
import { demoSubscriptionPackages } from "@/features/pricing/data/demo-packages";
import type { SoldPrice } from "@/features/pricing/domain/reference-price";
import { readFinalPageFixture } from "./read-fixture";

type Case = { name: string; set: PackageSet; country: string; sales?: SoldPrice[]; expected: unknown };

/** The instant the cases price at; their sales are timed against it. */
const now = Date.UTC(2026, 10, 23, 12, 0, 0);

const { cases } = readFinalPageFixture<{ cases: Case[] }>("package-offers.json");

describe("packageOffers over the demo packages (golden cases)", () => {
  it.each(cases)("$name", ({ set, country, sales, expected }) => {
    expect(packageOffers({ set, packages: demoSubscriptionPackages, country, sales: sales ?? [], now })).toEqual(expected);
  });

  it("an inactive or missing package is not offered even when the set names it", () => {
    const set: PackageSet = {
      id: "pp_default",
      packageIds: ["pp_1w_intro", "pp_4w_intro"],
      discount: false,
    };
    const stored = demoSubscriptionPackages.filter((pkg) => pkg.id !== "pp_4w_intro");
    const shown = packageOffers({ set, packages: stored, country: "US", sales: [], now });
    expect(shown?.offers.map((offer) => offer.id)).toEqual(["pp_1w_intro"]);
    expect(shown?.defaultSelectedId).toBe("pp_1w_intro");
  });
});
