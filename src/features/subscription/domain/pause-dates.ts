import { addBillingPeriods } from "@/features/pricing/domain/billing-period";
import type { PauseMonths } from "./retention-offer";

/**
 * When a pause ends (docs/subscription.md, "Pause"): the paid period runs out first, then
 * `months` calendar months pass without a charge; renewals continue from that day. A day the
 * month lacks becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function pauseResumesAt(currentPeriodEnd: Date, months: PauseMonths): Date {
  return addBillingPeriods(currentPeriodEnd, { unit: "month", count: months }, 1);
}
