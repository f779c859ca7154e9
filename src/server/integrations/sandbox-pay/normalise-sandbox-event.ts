import "server-only";
import { paymentErrorCodes, type PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import type { WebhookParseResult } from "@/features/billing/domain/payment-provider";
import type { OurReferences } from "@/features/billing/domain/provider-event";
import {
  sandboxEventSchema,
  sandboxInvoiceSchema,
  sandboxPaymentIntentSchema,
  sandboxRefundSchema,
  sandboxSubscriptionSchema,
} from "./sandbox-event-schema";

/**
 * Translates a verified sandbox event into billing's normalised event (docs/billing.md, "The
 * sandbox provider"). A type billing does not use (say, a payment method attached) is
 * `ignored`; a body that does not match the processor's format is `malformed_payload`.
 */
export function normaliseSandboxEvent(rawBody: string): WebhookParseResult {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return malformed("not JSON");
  }
  const envelope = sandboxEventSchema.safeParse(json);
  if (!envelope.success) return malformed("not a sandbox event");
  const { id, type, created, data } = envelope.data;
  const base = { provider: "sandbox" as const, eventId: id, occurredAt: created };
  switch (type) {
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed": {
      const intent = sandboxPaymentIntentSchema.safeParse(data.object);
      if (!intent.success) return malformed("bad payment intent");
      const common = {
        ...base,
        paymentId: intent.data.id,
        customerId: intent.data.customer,
        amountMinor: intent.data.amount,
        currency: intent.data.currency,
        references: referencesOf(intent.data.metadata),
      };
      return type === "payment_intent.succeeded"
        ? { ok: true, event: { ...common, type: "payment.succeeded" } }
        : {
            ok: true,
            event: { ...common, type: "payment.failed", code: errorCode(intent.data.failure_code) },
          };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = sandboxInvoiceSchema.safeParse(data.object);
      if (!invoice.success) return malformed("bad invoice");
      const common = {
        ...base,
        invoiceId: invoice.data.id,
        subscriptionId: invoice.data.subscription,
        amountMinor: invoice.data.amount,
        currency: invoice.data.currency,
      };
      if (type === "invoice.payment_failed")
        return {
          ok: true,
          event: {
            ...common,
            type,
            code: errorCode(invoice.data.failure_code),
            attempt: Math.max(1, invoice.data.attempt_count),
            nextAttemptAt: invoice.data.next_payment_attempt,
          },
        };
      if (!invoice.data.payment_intent) return malformed("paid invoice without payment");
      return {
        ok: true,
        event: {
          ...common,
          type,
          paymentId: invoice.data.payment_intent,
          periodStart: invoice.data.period_start,
          periodEnd: invoice.data.period_end,
        },
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = sandboxSubscriptionSchema.safeParse(data.object);
      if (!subscription.success) return malformed("bad subscription");
      const s = subscription.data;
      if (type === "customer.subscription.deleted")
        return {
          ok: true,
          event: {
            ...base,
            type: "subscription.canceled",
            subscriptionId: s.id,
            canceledAt: s.canceled_at ?? created,
          },
        };
      return {
        ok: true,
        event: {
          ...base,
          type: "subscription.updated",
          subscriptionId: s.id,
          status: s.status,
          currentPeriodStart: s.current_period_start,
          currentPeriodEnd: s.current_period_end,
          cancelAtPeriodEnd: s.cancel_at_period_end,
          references: referencesOf(s.metadata),
        },
      };
    }
    case "charge.refunded": {
      const refund = sandboxRefundSchema.safeParse(data.object);
      if (!refund.success) return malformed("bad refund");
      return {
        ok: true,
        event: {
          ...base,
          type: "charge.refunded",
          paymentId: refund.data.payment_intent,
          refundId: refund.data.id,
          amountMinor: refund.data.amount,
          currency: refund.data.currency,
        },
      };
    }
    default:
      return { ok: false, code: "ignored", message: type };
  }
}

function malformed(message: string): WebhookParseResult {
  return { ok: false, code: "malformed_payload", message };
}

function referencesOf(metadata: Record<string, string>): OurReferences {
  const { orderId, subscriptionId, userUuid } = metadata;
  return {
    ...(orderId ? { orderId } : {}),
    ...(subscriptionId ? { subscriptionId } : {}),
    ...(userUuid ? { userUuid } : {}),
  };
}

function errorCode(code: string | null): PaymentErrorCode {
  return (paymentErrorCodes as readonly string[]).includes(code ?? "")
    ? (code as PaymentErrorCode)
    : "processing_error";
}
