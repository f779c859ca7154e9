/**
 * Reference ("was") prices from what really sold (docs/pricing.md, "Honest urgency and
 * reference prices"; art. 6a of Directive 98/6/EC as amended by Directive (EU) 2019/2161, and
 * 16 CFR 233.1): a price may be shown struck through only when it is the LOWEST price the same
 * package sold at, in the same currency, during the 30 days before now — and above today's price.
 */

/** The look-back of a reference price: 30 days, to the millisecond. */
export const referenceWindowMs = 30 * 86_400_000;

/** One recorded sale: what a package sold at, when (milliseconds since the epoch). */
export type SoldPrice = { packageId: string; currency: string; amountMinor: number; soldAt: number };

/** The first instant that still counts: exactly 30 days before now (inclusive). */
export function referenceWindowStart(now: number): number {
  return now - referenceWindowMs;
}

/**
 * The lowest price `packageId` sold at in `currency` within [now − 30 days, now]; null without
 * such a sale. Sales in another currency, of another package, older, or later than now (a clock
 * ahead) do not count.
 */
export function lowestSoldPrice(
  sales: readonly SoldPrice[],
  input: { packageId: string; currency: string; now: number },
): number | null {
  const start = referenceWindowStart(input.now);
  let lowest: number | null = null;
  for (const sale of sales) {
    if (sale.packageId !== input.packageId || sale.currency !== input.currency) continue;
    if (sale.soldAt < start || sale.soldAt > input.now) continue;
    if (lowest === null || sale.amountMinor < lowest) lowest = sale.amountMinor;
  }
  return lowest;
}

/**
 * The price to show struck through next to `currentMinor` (what the visitor pays today), or
 * null: only the lowest recent sale, and only when it is higher than today's price. No sales,
 * an equal price or a lower one mean nothing is struck through.
 */
export function referencePrice(
  sales: readonly SoldPrice[],
  input: { packageId: string; currency: string; now: number; currentMinor: number },
): number | null {
  const lowest = lowestSoldPrice(sales, input);
  return lowest !== null && lowest > input.currentMinor ? lowest : null;
}
