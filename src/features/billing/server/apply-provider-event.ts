import "server-only";
import type { ProviderEvent } from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { applyInvoicePaid, applyInvoicePaymentFailed } from "./apply-invoice-event";
import { applyPaymentEvent } from "./apply-payment-event";
import { recordRefund } from "./record-refund";
import { applySubscriptionCanceled, applySubscriptionUpdated } from "./sync-provider-subscription";

/**
 * Applies one normalised provider event to our records; returns a short note of what it did,
 * for the log. Throws when the event must be tried again later.
 */
export async function applyProviderEvent(db: Db, event: ProviderEvent, at: Date): Promise<string> {
  const context = { at, cause: `${event.provider}:${event.eventId}` };
  switch (event.type) {
    case "payment.succeeded":
    case "payment.failed":
      return applyPaymentEvent(db, event, at);
    case "invoice.paid":
      return applyInvoicePaid(db, event, context);
    case "invoice.payment_failed":
      return applyInvoicePaymentFailed(db, event, context);
    case "subscription.updated":
      return applySubscriptionUpdated(db, event, context);
    case "subscription.canceled":
      return applySubscriptionCanceled(db, event, context);
    case "charge.refunded": {
      const outcome = await recordRefund(
        db,
        {
          provider: event.provider,
          providerPaymentId: event.paymentId,
          providerRefundId: event.refundId,
          amountMinor: event.amountMinor,
          currency: event.currency,
          reason: null,
          idempotencyKey: null,
        },
        { ...context, actor: "provider" },
      );
      return `refund_${outcome.kind}`;
    }
  }
}
