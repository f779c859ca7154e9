import { purchaseRevenue } from "@/features/purchase-events/domain/purchase-revenue";
import { netRevenue } from "@/features/analytics/domain/net-revenue";
import { isCurrencyCode, minorUnitExponent } from "@/features/pricing/domain/currencies";
import type { DailyRow } from "./counters";
import { slicesOf, type Dimensions } from "./slices";

/** What the dashboard reads of one order, its buyer's dimensions and experiment groups. */
export type OrderFact = {
  kind: "initial" | "upsell" | "renewal";
  status: string;
  amountMinor: number;
  refundedMinor: number;
  currency: string;
  /** The UTC day the order was made (revenue and its refunds are counted on that day). */
  day: string;
  dimensions: Dimensions;
  groups: Record<string, string>;
};

const moneyStatuses = new Set(["paid", "partially_refunded", "refunded"]);

/** Net revenue of an amount in minor units: the analytics formula (`purchaseRevenue`), rounded. */
export function netMinorOf(amountMinor: number, currency: string): number {
  if (amountMinor === 0) return 0;
  // A currency we do not sell in (an old order): taken as having cents.
  if (!isCurrencyCode(currency)) return Math.round(netRevenue(amountMinor / 100) * 100);
  return Math.round(purchaseRevenue(amountMinor, currency).netRevenue * 10 ** minorUnitExponent(currency));
}

/**
 * What one order adds to the daily rows: nothing until money arrived; then a purchase (first
 * order), an upsell or a renewal, its revenue and net revenue, and — once refunded in part or
 * whole — one refund with the refunded amount (net revenue shown = net − refunded).
 */
export function orderRows(order: OrderFact): DailyRow[] {
  if (!moneyStatuses.has(order.status)) return [];
  const counters = {
    purchases: order.kind === "initial" ? 1 : 0,
    upsells: order.kind === "upsell" ? 1 : 0,
    renewals: order.kind === "renewal" ? 1 : 0,
    revenueMinor: order.amountMinor,
    netMinor: netMinorOf(order.amountMinor, order.currency),
    refunds: order.refundedMinor > 0 ? 1 : 0,
    refundedMinor: order.refundedMinor,
  };
  return slicesOf(order.day, order.dimensions, order.groups).map((key) => ({
    key,
    currency: order.currency,
    counters: { ...counters },
  }));
}
