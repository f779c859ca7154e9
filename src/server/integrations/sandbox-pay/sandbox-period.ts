import type { BillingInterval } from "@/features/billing/domain/payment-provider";
import { addBillingPeriods, addDays } from "@/features/pricing/domain/billing-period";

/** The end of one billing interval starting at `start` (months keep their day, see pricing). */
export function addInterval(start: Date, interval: BillingInterval): Date {
  switch (interval.unit) {
    case "day":
      return addDays(start, interval.count);
    case "week":
      return addBillingPeriods(start, { unit: "week", count: interval.count }, 1);
    case "month":
      return addBillingPeriods(start, { unit: "month", count: interval.count }, 1);
    case "year":
      return addBillingPeriods(start, { unit: "month", count: 12 * interval.count }, 1);
  }
}
