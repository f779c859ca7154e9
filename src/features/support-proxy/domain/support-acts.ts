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
