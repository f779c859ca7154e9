import { z } from "zod";
import { paymentErrorCodes } from "./payment-errors";
import { providerNames, providerSubscriptionStatuses, type ProviderEvent } from "./provider-event";

/**
 * A normalised provider event as stored in `webhook_events.payload` (dates become ISO text
 * in JSON): read back with this schema before an event is processed or retried.
 */
const date = z.coerce.date().refine((value) => !Number.isNaN(value.getTime()), "invalid date");
const id = z.string().min(1).max(255);
const amountMinor = z.number().int().nonnegative();
const currency = z.string().regex(/^[A-Z]{3}$/);
const code = z.enum(paymentErrorCodes);
const references = z.object({
  orderId: id.optional(),
  subscriptionId: id.optional(),
  userUuid: id.optional(),
});
const base = { provider: z.enum(providerNames), eventId: id, occurredAt: date };

export const providerEventSchema = z.discriminatedUnion("type", [
  z.object({
    ...base,
    type: z.literal("payment.succeeded"),
    paymentId: id,
    customerId: id.nullable(),
    amountMinor,
    currency,
    references,
  }),
  z.object({
    ...base,
    type: z.literal("payment.failed"),
    paymentId: id,
    customerId: id.nullable(),
    amountMinor,
    currency,
    code,
    references,
  }),
  z.object({
    ...base,
    type: z.literal("invoice.paid"),
    invoiceId: id,
    subscriptionId: id,
    paymentId: id,
    amountMinor,
    currency,
    periodStart: date,
    periodEnd: date,
  }),
  z.object({
    ...base,
    type: z.literal("invoice.payment_failed"),
    invoiceId: id,
    subscriptionId: id,
    amountMinor,
    currency,
    code,
    attempt: z.number().int().positive(),
    nextAttemptAt: date.nullable(),
  }),
  z.object({
    ...base,
    type: z.literal("subscription.updated"),
    subscriptionId: id,
    status: z.enum(providerSubscriptionStatuses),
    currentPeriodStart: date,
    currentPeriodEnd: date,
    cancelAtPeriodEnd: z.boolean(),
    references,
  }),
  z.object({
    ...base,
    type: z.literal("subscription.canceled"),
    subscriptionId: id,
    canceledAt: date,
  }),
  z.object({
    ...base,
    type: z.literal("charge.refunded"),
    paymentId: id,
    refundId: id,
    amountMinor: amountMinor.positive(),
    currency,
  }),
]);

export function parseStoredProviderEvent(payload: unknown): ProviderEvent | null {
  const parsed = providerEventSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
