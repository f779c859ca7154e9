import { describe, expect, it } from "vitest";
import { downsellOffer, offersDownsellAfter } from "@/features/checkout/domain/downsell";
import type { PackageOffer, PackageOffers } from "@/features/final-page/domain/package-offers";
import cases from "./downsell.cases.json";

const offer = (id: string, dueToday: number): PackageOffer => ({
  id,
  period: { unit: "week", count: 1 },
  mostPopular: false,
  dueToday,
  perDay: 0,
  regularPerDay: 0,
  regularPrice: 0,
  referencePrice: null,
  referencePerDay: null,
  saving: null,
  trialDays: dueToday === 0 ? 7 : null,
});

/** The visitor's offer: four plans in USD, as the checkout reads them. */
const offers: PackageOffers = {
  currency: "USD",
  discount: true,
  offers: [offer("pp_1w", 699), offer("pp_4w", 1999), offer("pp_4w_twin", 1999), offer("pp_12w", 3999), offer("pp_trial", 0)],
  defaultSelectedId: "pp_4w",
};

describe("the downsell after a declined card", () => {
  it.each(cases)("$why", ({ chosen, downsell, expect: expected }) => {
    expect(downsellOffer(offers, chosen, downsell ?? undefined)?.id ?? null).toBe(expected);
  });

  it("is offered after the bank refused the card or the amount, not after a mistyped code", () => {
    expect(offersDownsellAfter("card_declined")).toBe(true);
    expect(offersDownsellAfter("insufficient_funds")).toBe(true);
    for (const code of ["incorrect_cvc", "expired_card", "authentication_required", "processing_error", "provider_unavailable"])
      expect(offersDownsellAfter(code), code).toBe(false);
  });
});
