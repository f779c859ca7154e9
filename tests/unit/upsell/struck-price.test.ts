import { describe, expect, it } from "vitest";
import type { SoldPrice } from "@/features/pricing/domain/reference-price";
import { honestStruckPrice } from "@/features/upsell/domain/struck-price";

const now = Date.UTC(2026, 10, 29, 12);
const day = 86_400_000;
const sale = (amountMinor: number, daysAgo: number, currency = "USD"): SoldPrice => ({ packageId: "pp_otp_recipe_book", currency, amountMinor, soldAt: now - daysAgo * day });

describe("an upsell offer's struck-through price", () => {
  it("is nothing without a real sale or a real alternative, whatever list price is configured", () => {
    expect(honestStruckPrice({ sales: [], currency: "USD", now, alternativeMinor: null })("pp_otp_recipe_book", 999)).toBeNull();
  });

  it("is the lowest price the add-on sold at in this currency in the last 30 days, when above today's", () => {
    const struck = honestStruckPrice({ sales: [sale(1999, 3), sale(1499, 20), sale(1299, 31), sale(999, 2, "EUR")], currency: "USD", now, alternativeMinor: null });
    expect(struck("pp_otp_recipe_book", 999)).toBe(1499);
    expect(struck("pp_otp_recipe_book", 1499)).toBeNull();
  });

  it("else compares with the real alternative (the declined offer, the add-ons one by one), when dearer", () => {
    expect(honestStruckPrice({ sales: [], currency: "USD", now, alternativeMinor: 999 })("pp_otp_recipe_book_lite", 499)).toBe(999);
    expect(honestStruckPrice({ sales: [], currency: "USD", now, alternativeMinor: 499 })("pp_otp_recipe_book_lite", 499)).toBeNull();
  });

  it("prefers the recorded sale to the alternative", () => {
    expect(honestStruckPrice({ sales: [sale(1299, 1)], currency: "USD", now, alternativeMinor: 1999 })("pp_otp_recipe_book", 999)).toBe(1299);
  });
});
