import type { ProviderSubscriptionStatus } from "./provider-event";
import type { SubscriptionStatus } from "./subscription-states";

/**
 * Moving a subscription's next renewal later with nothing charged or refunded
 * (docs/billing.md, "Extending a period").
 */
const dayMs = 86_400_000;

/** The period end `days` whole days (of 24 hours) after `periodEnd`. */
export function extendedPeriodEnd(periodEnd: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError("an extension is at least one whole day");
  return new Date(periodEnd.getTime() + days * dayMs);
}

type Period = { currentPeriodStart: Date; currentPeriodEnd: Date };

/**
 * Whether a provider's report of a subscription says its running period was extended, and to
 * when. Renewals move the period only through paid invoices, so a later end counts only when
 * nothing is owed for it: the provider reports a trial (Stripe's way: a `trial_end` pushed out
 * on a paid subscription) or the same period with a later end (the sandbox's way). A renewal
 * starts a new period and is never read as an extension.
 */
export function reportedPeriodExtension(
  ours: Period & { status: SubscriptionStatus },
  reported: Period & { status: ProviderSubscriptionStatus },
): Date | null {
  const running = (status: string) => status === "trialing" || status === "active";
  if (!running(ours.status) || !running(reported.status)) return null;
  if (reported.currentPeriodEnd.getTime() <= ours.currentPeriodEnd.getTime()) return null;
  const samePeriod = reported.currentPeriodStart.getTime() === ours.currentPeriodStart.getTime();
  return reported.status === "trialing" || samePeriod ? reported.currentPeriodEnd : null;
}
