import { describe, expect, it } from "vitest";
import {
  lowestSoldPrice,
  referencePrice,
  referenceWindowStart,
  type SoldPrice,
} from "@/features/pricing/domain/reference-price";
import { readPricingFixture } from "./read-fixture";

type Case = {
  name: string;
  sales: SoldPrice[];
  packageId: string;
  currency: string;
  currentMinor: number;
  expected: { lowest: number | null; reference: number | null };
};

const { now, cases } = readPricingFixture<{ now: number; cases: Case[] }>("reference-price.json");

describe("reference price from recorded sales (golden cases)", () => {
  it.each(cases)("$name", ({ sales, packageId, currency, currentMinor, expected }) => {
    expect(lowestSoldPrice(sales, { packageId, currency, now })).toBe(expected.lowest);
    expect(referencePrice(sales, { packageId, currency, now, currentMinor })).toBe(expected.reference);
  });

  it("the window is exactly 30 days of milliseconds", () => {
    expect(now - referenceWindowStart(now)).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
