import { describe, expect, it } from "vitest";
import { packageOffers } from "@/features/final-page/domain/package-offers";
import { packageRows } from "@/features/final-page/domain/package-rows";
import type { PackageSet } from "@/features/final-page/domain/package-set";
import { demoSubscriptionPackages } from "@/features/pricing/data/demo-packages";
import type { SoldPrice } from "@/features/pricing/domain/reference-price";
import { readFinalPageFixture } from "./read-fixture";

type Case = {
  name: string;
  set: PackageSet;
  country: string;
  moneyLocale: string;
  sales?: SoldPrice[];
  expected: unknown;
};

/** The instant the cases price at; their sales are timed against it. */
const now = Date.UTC(2026, 10, 23, 12, 0, 0);

const { cases } = readFinalPageFixture<{ cases: Case[] }>("package-rows.json");

describe("packageRows over the demo packages (golden cases)", () => {
  it.each(cases)("$name", ({ set, country, moneyLocale, sales, expected }) => {
    const offers = packageOffers({ set, packages: demoSubscriptionPackages, country, sales: sales ?? [], now });
    if (!offers) throw new Error("the demo set should be offered");
    expect(packageRows(offers, demoSubscriptionPackages, moneyLocale)).toEqual(expected);
  });
});
