import "server-only";
import { z } from "zod";

/** The processor's webhook body (its own format), checked before it is normalised. */
const iso = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const metadata = z.record(z.string(), z.string());

export const sandboxPaymentIntentSchema = z.object({
  object: z.literal("payment_intent"),
  id: z.string().min(1),
  customer: z.string().min(1),
  payment_method: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(["requires_action", "processing", "succeeded", "failed"]),
  failure_code: z.string().nullable(),
  next_action_url: z.string().nullable(),
  metadata,
});

export const sandboxSubscriptionSchema = z.object({
  object: z.literal("subscription"),
  id: z.string().min(1),
  status: z.enum(["incomplete", "trialing", "active", "past_due", "paused", "canceled"]),
  current_period_start: iso,
  current_period_end: iso,
  cancel_at_period_end: z.boolean(),
  canceled_at: iso.nullable(),
  metadata,
});

export const sandboxInvoiceSchema = z.object({
  object: z.literal("invoice"),
  id: z.string().min(1),
  subscription: z.string().min(1),
  payment_intent: z.string().nullable(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  period_start: iso,
  period_end: iso,
  attempt_count: z.number().int().nonnegative(),
  next_payment_attempt: iso.nullable(),
  failure_code: z.string().nullable(),
});

export const sandboxRefundSchema = z.object({
  object: z.literal("refund"),
  id: z.string().min(1),
  payment_intent: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string(),
});

export const sandboxEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: iso,
  data: z.object({ object: z.looseObject({ object: z.string() }) }),
});
