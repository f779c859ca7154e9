import type { OrderKind } from "@/features/billing/domain/order-states";

/**
 * Which after-payment effects an order gets, and how a failed one is retried
 * (docs/purchase-events.md). Pure: the clock and the configured senders come in.
 */

/** The fixed effects; server conversions are one effect per configured platform (`conversion:<name>`). */
export type PurchaseEffectName = "utm_report" | "analytics" | "slack" | "receipt" | "meal_plan" | `conversion:${string}`;

export const conversionEffectPrefix = "conversion:";

/** Statuses of an order that money reached (refunds come later and do not undo the purchase). */
export const paidOrderStatuses = ["paid", "partially_refunded", "refunded"] as const;

/**
 * The effects of one paid order, in the order they run: initial orders get all of them (the
 * last, `meal_plan`, sends the generation of the buyer's first two weeks, so the plan is ready
 * when they first open it), upsells all but the utm report and the meal plan, renewals the
 * analytics event and the receipt only.
 */
export function effectsFor(kind: OrderKind, conversionSenders: readonly string[]): PurchaseEffectName[] {
  const conversions = conversionSenders.map((name): PurchaseEffectName => `${conversionEffectPrefix}${name}`);
  switch (kind) {
    case "initial":
      return ["utm_report", "analytics", ...conversions, "slack", "receipt", "meal_plan"];
    case "upsell":
      return ["analytics", ...conversions, "slack", "receipt"];
    case "renewal":
      return ["analytics", "receipt"];
  }
}

/** Tries of one effect before it is given up (and left for staff). */
export const maxEffectAttempts = 12;
/** First wait after a failure; it doubles with every failure, up to `maxRetryDelayMs`. */
export const firstRetryDelayMs = 30_000;
export const maxRetryDelayMs = 60 * 60_000;
/** How long a claimed effect stays with its runner before another may take it over. */
export const effectLeaseMs = 5 * 60_000;
/** Paid orders older than this are not looked for (set up on a database with old orders). */
export const lookBackMs = 14 * 24 * 60 * 60_000;

/** The wait before the next try after `attempts` failed tries (1, 2, …): 30 s, 1 min, 2 min … 1 h. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(firstRetryDelayMs * 2 ** exponent, maxRetryDelayMs);
}

/** What happens after a failed try: another one later, or giving up. */
export function afterFailure(attempts: number, nowMs: number): { status: "failed"; nextAttemptAtMs: number } | { status: "gave_up" } {
  if (attempts >= maxEffectAttempts) return { status: "gave_up" };
  return { status: "failed", nextAttemptAtMs: nowMs + retryDelayMs(attempts) };
}
