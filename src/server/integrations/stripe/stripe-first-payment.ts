import "server-only";
import type Stripe from "stripe";
import type { ProviderPayment } from "@/features/billing/domain/payment-provider";
import { idOf, paymentOfIntent } from "./stripe-objects";

/** The PaymentIntent that pays an invoice, if a PaymentIntent pays it. */
export function paymentIntentIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const payments = invoice.payments?.data ?? [];
  const byIntent = payments.find((entry) => entry.payment.type === "payment_intent");
  return idOf(byIntent?.payment.payment_intent ?? null);
}

/**
 * What the subscription's first invoice took, read from the PaymentIntent that paid it (its
 * id is the payment id our events carry too: docs/billing.md, "The Stripe provider").
 */
export async function firstPaymentOf(
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<ProviderPayment> {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === "string")
    throw new Error("the subscription's first invoice was not expanded");
  const intentId = paymentIntentIdOfInvoice(invoice);
  if (intentId) return paymentOfIntent(await stripe.paymentIntents.retrieve(intentId));
  // Nothing to charge (a zero invoice): the invoice itself stands for the payment.
  return {
    paymentId: invoice.id,
    status: invoice.status === "paid" ? "succeeded" : "processing",
    amountMinor: invoice.amount_paid,
    currency: invoice.currency.toUpperCase(),
    paymentMethodId: idOf(subscription.default_payment_method),
  };
}
