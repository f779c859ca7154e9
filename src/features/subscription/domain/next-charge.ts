import { discountedAmount } from "@/features/billing/domain/renewal-discount";
import type { SubscriptionStatus } from "@/features/billing/domain/subscription-states";

export type RunningDiscount = { percentOff: number; renewalsLeft: number };

export type NextChargeInput = {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  /** The day a pause ends, while paused. */
  resumesAt: Date | null;
  /** What the next renewal costs before any discount (intro or regular price). */
  renewalAmountMinor: number;
  discount: RunningDiscount | null;
};

/**
 * The next charge as the account page shows it (docs/subscription.md, "Next charge"): at the end
 * of the period, or on the day a pause ends; nothing once it is set to cancel, past due (the
 * retries are the provider's) or ended. A running discount lowers the amount.
 */
export function nextCharge(input: NextChargeInput): { at: Date; amountMinor: number } | null {
  if (input.cancelAtPeriodEnd) return null;
  const at =
    input.status === "active" || input.status === "trialing"
      ? input.currentPeriodEnd
      : input.status === "paused"
        ? input.resumesAt
        : null;
  if (!at) return null;
  const discounted = input.discount && input.discount.renewalsLeft > 0;
  return {
    at,
    amountMinor: discounted
      ? discountedAmount(input.renewalAmountMinor, input.discount!.percentOff)
      : input.renewalAmountMinor,
  };
}

/**
 * What the next renewal costs before a discount: the intro price while intro periods are left
 * (the first invoice was one of them), then the regular price.
 */
export function renewalAmount(input: {
  regularMinor: number;
  introMinor: number | null;
  introPeriods: number;
  paidInvoices: number;
}): number {
  const introLeft = input.introMinor !== null && input.paidInvoices < input.introPeriods;
  return introLeft ? input.introMinor! : input.regularMinor;
}

/** Renewals still discounted: those granted minus the renewals paid since the discount began. */
export function discountRenewalsLeft(granted: number, renewalsPaidSince: number): number {
  return Math.max(0, granted - renewalsPaidSince);
}

export type StatusView =
  | { kind: "active" | "trialing" | "past_due" | "incomplete" | "canceled" }
  | { kind: "paused"; until: Date | null }
  | { kind: "cancels"; on: Date };

/** The status line: cancels on … wins over active; expired reads as cancelled. */
export function statusView(input: {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  resumesAt: Date | null;
}): StatusView {
  const { status } = input;
  if (status === "canceled" || status === "expired") return { kind: "canceled" };
  if (status === "paused") return { kind: "paused", until: input.resumesAt };
  if (input.cancelAtPeriodEnd) return { kind: "cancels", on: input.currentPeriodEnd };
  return { kind: status };
}
