import { netRevenue } from "@/features/analytics/domain/net-revenue";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { minorToMajor } from "@/features/pricing/domain/minor-units";

/** Revenue and net revenue of a purchase in major units, rounded to hundredths for reporting. */
export type PurchaseRevenue = { revenue: number; netRevenue: number };

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The amount in major units and the net revenue the analytics formula gives for it
 * (`netRevenue`). An order of 0 (a free trial starting) moved no money, so no fee is taken
 * from it: its net revenue is 0. The browser and the server use this one function, so the
 * pixel and the server conversion report the same value.
 */
export function purchaseRevenue(amountMinor: number, currency: CurrencyCode): PurchaseRevenue {
  const revenue = minorToMajor(amountMinor, currency);
  if (amountMinor === 0) return { revenue: 0, netRevenue: 0 };
  return { revenue, netRevenue: hundredths(netRevenue(revenue)) };
}
