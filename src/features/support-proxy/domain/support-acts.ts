import { z } from "zod";
import { maxReasonLength, minReasonLength } from "./act-rules";

export { actRefusals, maxExtendDays, minReasonLength, maxReasonLength, type ActAnswer, type ActRefusal } from "./act-rules";

export const reasonSchema = z
  .string()
  .trim()
  .min(minReasonLength, `Give a reason of at least ${minReasonLength} characters.`)
  .max(maxReasonLength, `Keep the reason under ${maxReasonLength} characters.`);

/** The acts staff may do on a customer's behalf; each is audited as `support.<act>`. */
export const supportActs = ["resend-sign-in", "pause", "cancel", "refund", "extend"] as const;
export type SupportAct = (typeof supportActs)[number];

/** The months a staff pause may last (the customer's own pause offers the same choice). */
export const staffPauseMonths = [1, 2, 3] as const;

/** A key the page makes once per form: the same key never acts twice (docs/billing.md, "Idempotency"). */
export const actKeySchema = z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/);

/** The provider key of a staff act: one act per page form, whatever the repeats. */
export function staffActKey(act: SupportAct, entityId: string, formKey: string): string {
  return `staff:${act}:${entityId}:${formKey}`;
}

/** The provider key of a staff refund: one full refund per payment, ever. */
export function staffRefundKey(paymentId: string): string {
  return `staff:refund:${paymentId}`;
}

const dayMs = 86_400_000;

/**
 * "Extend by N days" as a credit within billing's rules (docs/support-proxy.md, "Extend"): the
 * share of the paid amount those days are of the paid period, rounded half up to a whole minor
 * unit, at least one. A credit that would refund the whole payment is refused (a full refund
 * ends the subscription), so it is null then, and null for nothing paid.
 */
export function extendCreditMinor(input: { paidMinor: number; refundableMinor: number; periodStart: Date; periodEnd: Date; days: number }): number | null {
  const periodMs = input.periodEnd.getTime() - input.periodStart.getTime();
  if (input.paidMinor <= 0 || periodMs <= 0 || input.days <= 0) return null;
  const credit = Math.max(1, Math.floor((input.paidMinor * input.days * dayMs) / periodMs + 0.5));
  return credit < input.refundableMinor ? credit : null;
}
