import "server-only";
import type { z } from "zod";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import type { WebhookParseResult } from "@/features/billing/domain/payment-provider";
import type { OurReferences, ProviderEvent } from "@/features/billing/domain/provider-event";
import {
  chargePayloadSchema,
  invoicePayloadSchema,
  paymentIntentPayloadSchema,
  refundPayloadSchema,
  subscriptionPayloadSchema,
  type InvoicePayload,
  type StripeEventEnvelope,
} from "./stripe-event-schema";
import { codeOfIntentError, fromUnix, idOf, subscriptionStatusOf } from "./stripe-objects";

/** What the webhook looked up at Stripe for an invoice event whose payload does not say it. */
export type InvoiceFacts = {
  /** The PaymentIntent that paid (or tried to pay) the invoice. */
  paymentIntentId: string | null;
  /** Why that PaymentIntent was refused, for `invoice.payment_failed`. */
  failureCode?: PaymentErrorCode;
};

/** The Stripe event types each of our normalised events comes from (docs/billing.md). */
export const handledStripeEventTypes = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "charge.refunded",
  "refund.created",
  "refund.updated",
] as const;

/**
 * A verified Stripe event in our normalised shape (docs/billing.md, "The Stripe provider").
 * Types we do not use, and refunds not (yet) succeeded, are `ignored`; a payload without the
 * fields we need is `malformed_payload`.
 */
export function normaliseStripeEvent(
  envelope: StripeEventEnvelope,
  invoiceFacts: InvoiceFacts = { paymentIntentId: null },
): WebhookParseResult {
  const base = {
    provider: "stripe" as const,
    eventId: envelope.id,
    occurredAt: fromUnix(envelope.created),
  };
  const object = envelope.data.object;
  const done = (event: ProviderEvent): WebhookParseResult => ({ ok: true, event });
  switch (envelope.type) {
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed":
      return read(paymentIntentPayloadSchema, object, (intent) => {
        const common = {
          ...base,
          paymentId: intent.id,
          customerId: idOf(intent.customer),
          currency: intent.currency.toUpperCase(),
          references: referencesOf(intent.metadata),
        };
        if (envelope.type === "payment_intent.payment_failed")
          return done({
            ...common,
            type: "payment.failed",
            amountMinor: intent.amount,
            code: codeOfIntentError(intentErrorOf(intent.last_payment_error)),
          });
        return done({
          ...common,
          type: "payment.succeeded",
          amountMinor: intent.amount_received || intent.amount,
        });
      });
    case "invoice.paid":
    case "invoice.payment_failed":
      return read(invoicePayloadSchema, object, (invoice) => {
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        if (!subscriptionId) return ignored("an invoice of no subscription");
        const common = {
          ...base,
          invoiceId: invoice.id,
          subscriptionId,
          currency: invoice.currency.toUpperCase(),
        };
        if (envelope.type === "invoice.payment_failed")
          return done({
            ...common,
            type: "invoice.payment_failed",
            amountMinor: invoice.amount_due,
            code: invoiceFacts.failureCode ?? "card_declined",
            attempt: Math.max(1, invoice.attempt_count),
            nextAttemptAt: invoice.next_payment_attempt
              ? fromUnix(invoice.next_payment_attempt)
              : null,
          });
        const paymentId = paymentIntentIdInPayload(invoice) ?? invoiceFacts.paymentIntentId;
        const period = subscriptionPeriodOf(invoice);
        return done({
          ...common,
          type: "invoice.paid",
          // Paid without a PaymentIntent (a zero invoice as a trial starts, or one marked paid
          // outside Stripe): the invoice stands for its own payment.
          paymentId: paymentId ?? invoice.id,
          amountMinor: invoice.amount_paid,
          periodStart: fromUnix(period.start),
          periodEnd: fromUnix(period.end),
        });
      });
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return read(subscriptionPayloadSchema, object, (subscription) => {
        const [item] = subscription.items.data;
        if (!item) return malformed("a subscription without items");
        return done({
          ...base,
          type: "subscription.updated",
          subscriptionId: subscription.id,
          status: subscriptionStatusOf({
            status: subscription.status,
            pause_collection: subscription.pause_collection ?? null,
          }),
          currentPeriodStart: fromUnix(item.current_period_start),
          currentPeriodEnd: fromUnix(item.current_period_end),
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          references: referencesOf(subscription.metadata),
        });
      });
    case "customer.subscription.deleted":
      return read(subscriptionPayloadSchema, object, (subscription) =>
        done({
          ...base,
          type: "subscription.canceled",
          subscriptionId: subscription.id,
          canceledAt: fromUnix(
            subscription.ended_at ?? subscription.canceled_at ?? envelope.created,
          ),
        }),
      );
    case "refund.created":
    case "refund.updated":
      return read(refundPayloadSchema, object, (refund) =>
        refund.status === "succeeded"
          ? done(refundEvent(base, refund))
          : ignored("a refund not succeeded yet"),
      );
    case "charge.refunded":
      return read(chargePayloadSchema, object, (charge) => {
        // The payload is a snapshot: its newest succeeded refund is the one this event is about.
        const latest = (charge.refunds?.data ?? [])
          .filter((refund) => refund.status === "succeeded")
          .sort((a, b) => b.created - a.created)[0];
        if (!latest) return ignored("a refund listed only in its own refund.* event");
        return done(
          refundEvent(base, {
            ...latest,
            payment_intent: latest.payment_intent ?? charge.payment_intent,
            charge: charge.id,
          }),
        );
      });
    default:
      return ignored(`not used: ${envelope.type}`);
  }
}

function refundEvent(
  base: { provider: "stripe"; eventId: string; occurredAt: Date },
  refund: z.infer<typeof refundPayloadSchema>,
): ProviderEvent {
  return {
    ...base,
    type: "charge.refunded",
    paymentId: idOf(refund.payment_intent) ?? idOf(refund.charge) ?? refund.id,
    refundId: refund.id,
    amountMinor: refund.amount,
    currency: refund.currency.toUpperCase(),
  };
}

/** The PaymentIntent that paid the invoice, when the payload lists the invoice's payments. */
export function paymentIntentIdInPayload(invoice: InvoicePayload): string | null {
  const entry = invoice.payments?.data.find((payment) => payment.payment.type === "payment_intent");
  return idOf(entry?.payment.payment_intent);
}

/** The period the invoice pays for: its subscription line's (the invoice's own dates are not). */
function subscriptionPeriodOf(invoice: InvoicePayload): { start: number; end: number } {
  const lines = invoice.lines?.data ?? [];
  const latest = [...lines].sort((a, b) => b.period.end - a.period.end)[0];
  return latest?.period ?? { start: invoice.period_start, end: invoice.period_end };
}

function referencesOf(metadata: Record<string, string> | null | undefined): OurReferences {
  const references: OurReferences = {};
  for (const key of ["orderId", "subscriptionId", "userUuid"] as const) {
    const value = metadata?.[key];
    if (value) references[key] = value;
  }
  return references;
}

function intentErrorOf(
  error:
    { code?: string | null; decline_code?: string | null; type?: string | null } | null | undefined,
) {
  if (!error) return null;
  return {
    code: error.code ?? undefined,
    decline_code: error.decline_code ?? undefined,
    type: error.type ?? undefined,
  };
}

function read<S extends z.ZodType>(
  schema: S,
  object: unknown,
  map: (payload: z.infer<S>) => WebhookParseResult,
): WebhookParseResult {
  const parsed = schema.safeParse(object);
  if (!parsed.success)
    return malformed(`unexpected ${parsed.error.issues[0]?.path.join(".") ?? "payload"}`);
  return map(parsed.data);
}

function ignored(message: string): WebhookParseResult {
  return { ok: false, code: "ignored", message };
}

function malformed(message: string): WebhookParseResult {
  return { ok: false, code: "malformed_payload", message };
}
