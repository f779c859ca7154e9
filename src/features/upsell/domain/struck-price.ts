import { referencePrice, type SoldPrice } from "@/features/pricing/domain/reference-price";

/** The price an add-on's offer may show struck through beside `priceMinor`, or null. */
export type StruckPrice = (packageId: string, priceMinor: number) => number | null;

/** No struck-through price (what a charge needs: it never shows one). */
export const noStruckPrice: StruckPrice = () => null;

/**
 * The honest struck-through price of an upsell offer (docs/upsell.md, "Prices"; the rule of
 * docs/pricing.md, "Honest urgency and reference prices"): the lowest price the package really
 * sold at in this currency in the last 30 days, when above today's; else a price the buyer is
 * really offered for the same thing — for a downsell, the offer just declined; for a bundle, its
 * add-ons bought one by one — when above today's; else none. A configured list price alone is
 * never shown.
 */
export function honestStruckPrice(input: {
  sales: readonly SoldPrice[];
  currency: string;
  now: number;
  /** The real alternative's price in the same currency, when this offer has one. */
  alternativeMinor: number | null;
}): StruckPrice {
  return (packageId, priceMinor) => {
    const reference = referencePrice(input.sales, { packageId, currency: input.currency, now: input.now, currentMinor: priceMinor });
    if (reference !== null) return reference;
    return input.alternativeMinor !== null && input.alternativeMinor > priceMinor ? input.alternativeMinor : null;
  };
}
