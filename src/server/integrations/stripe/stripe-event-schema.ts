import "server-only";
import { z } from "zod";

/**
 * The parts of Stripe's webhook payloads we read (API version pinned in `stripe-client.ts`).
 * Everything else in a payload is ignored, so Stripe adding fields never breaks us; a payload
 * missing a field we need is refused as malformed instead of being half understood.
 */
const id = z.string().min(1).max(255);
const expandable = z.union([id, z.object({ id })]);
const unix = z.number().int().nonnegative();
const metadata = z.record(z.string(), z.string()).nullish();
const intentError = z
  .object({
    code: z.string().nullish(),
    decline_code: z.string().nullish(),
    type: z.string().nullish(),
  })
  .nullish();

export const stripeEventEnvelopeSchema = z.object({
  id,
  type: z.string(),
  created: unix,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEventEnvelope = z.infer<typeof stripeEventEnvelopeSchema>;

export const paymentIntentPayloadSchema = z.object({
  id,
  amount: z.number().int().nonnegative(),
  amount_received: z.number().int().nonnegative().nullish(),
  currency: z.string().length(3),
  customer: expandable.nullish(),
  metadata,
  last_payment_error: intentError,
});

export const invoicePayloadSchema = z.object({
  id,
  amount_paid: z.number().int().nonnegative(),
  amount_due: z.number().int().nonnegative(),
  currency: z.string().length(3),
  attempt_count: z.number().int().nonnegative(),
  next_payment_attempt: unix.nullish(),
  period_start: unix,
  period_end: unix,
  parent: z
    .object({ subscription_details: z.object({ subscription: expandable }).nullish() })
    .nullish(),
  lines: z
    .object({ data: z.array(z.object({ period: z.object({ start: unix, end: unix }) })) })
    .nullish(),
  payments: z
    .object({
      data: z.array(
        z.object({ payment: z.object({ type: z.string(), payment_intent: expandable.nullish() }) }),
      ),
    })
    .nullish(),
});
export type InvoicePayload = z.infer<typeof invoicePayloadSchema>;

export const subscriptionPayloadSchema = z.object({
  id,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  pause_collection: z.unknown().nullish(),
  metadata,
  start_date: unix,
  trial_end: unix.nullish(),
  canceled_at: unix.nullish(),
  ended_at: unix.nullish(),
  items: z.object({
    data: z.array(z.object({ current_period_start: unix, current_period_end: unix })),
  }),
});

export const refundPayloadSchema = z.object({
  id,
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  status: z.string().nullish(),
  created: unix,
  payment_intent: expandable.nullish(),
  charge: expandable.nullish(),
});

export const chargePayloadSchema = z.object({
  id,
  payment_intent: expandable.nullish(),
  refunds: z.object({ data: z.array(refundPayloadSchema) }).nullish(),
});
