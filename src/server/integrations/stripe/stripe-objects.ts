import "server-only";
import type Stripe from "stripe";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import type {
  ProviderCustomer,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderRefund,
  ProviderSubscription,
} from "@/features/billing/domain/payment-provider";
import type { ProviderSubscriptionStatus } from "@/features/billing/domain/provider-event";
import { stripeErrorCode } from "./stripe-error-code";

/**
 * Stripe's objects read into the port's shapes (docs/billing.md, "The Stripe provider").
 * Amounts are Stripe's minor units, the same as ours for every currency we sell in; currency
 * codes go back to capitals.
 */

type IntentError = { code?: string; decline_code?: string; type?: string } | null;

/** An intent's status in the port's terms; a refusal keeps the bank's reason. */
export function intentStatus(
  status: string,
  lastError: IntentError,
): { status: ProviderPaymentStatus; failureCode?: PaymentErrorCode } {
  switch (status) {
    case "succeeded":
      return { status: "succeeded" };
    case "processing":
    case "requires_capture":
      return { status: "processing" };
    case "requires_action":
    case "requires_confirmation":
      return { status: "requires_action" };
    case "requires_payment_method":
      // Without an error the buyer has not chosen a method yet: their browser still has to act.
      if (!lastError) return { status: "requires_action" };
      return { status: "failed", failureCode: codeOfIntentError(lastError) };
    default:
      return { status: "failed", failureCode: codeOfIntentError(lastError) };
  }
}

export function codeOfIntentError(lastError: IntentError): PaymentErrorCode {
  if (!lastError) return "processing_error";
  return stripeErrorCode({
    code: lastError.code,
    declineCode: lastError.decline_code,
    type: lastError.type === "card_error" ? "StripeCardError" : undefined,
    statusCode: 402,
  });
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

export function paymentOfIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const { status, failureCode } = intentStatus(intent.status, intent.last_payment_error);
  return {
    paymentId: intent.id,
    status,
    amountMinor:
      status === "succeeded" && intent.amount_received > 0 ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
    paymentMethodId: idOf(intent.payment_method),
    ...(failureCode && { failureCode }),
  };
}

/** A zero-amount confirmation that the buyer's method works (the start of a free trial). */
export function paymentOfSetupIntent(
  intent: Stripe.SetupIntent,
  currency: string,
): ProviderPayment {
  const { status, failureCode } = intentStatus(intent.status, intent.last_setup_error);
  return {
    paymentId: intent.id,
    status,
    amountMinor: 0,
    currency: currency.toUpperCase(),
    paymentMethodId: idOf(intent.payment_method),
    ...(failureCode && { failureCode }),
  };
}

/**
 * Stripe's subscription status in the port's terms. A subscription whose collection is paused
 * (`pause_collection`) is paused for us; Stripe's `unpaid` is past due and its
 * `incomplete_expired` (a first payment never made) canceled.
 */
export function subscriptionStatusOf(subscription: {
  status: string;
  pause_collection: unknown;
}): ProviderSubscriptionStatus {
  if (subscription.pause_collection && subscription.status !== "canceled") return "paused";
  switch (subscription.status) {
    case "trialing":
    case "active":
    case "past_due":
    case "paused":
    case "canceled":
    case "incomplete":
      return subscription.status;
    case "unpaid":
      return "past_due";
    default:
      return "canceled";
  }
}

/** The current period lives on the subscription's items; ours have one. */
export function currentPeriodOf(subscription: Stripe.Subscription): { start: Date; end: Date } {
  const [item] = subscription.items.data;
  const start = item?.current_period_start ?? subscription.start_date;
  const end = item?.current_period_end ?? subscription.trial_end ?? start;
  return { start: fromUnix(start), end: fromUnix(end) };
}

export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const period = currentPeriodOf(subscription);
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    status: subscriptionStatusOf(subscription),
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

export function refundOf(refund: Stripe.Refund): ProviderRefund {
  return {
    refundId: refund.id,
    paymentId: idOf(refund.payment_intent) ?? idOf(refund.charge) ?? "",
    amountMinor: refund.amount,
    currency: refund.currency.toUpperCase(),
    status: refundStatusOf(refund.status),
  };
}

export function refundStatusOf(status: string | null): ProviderRefund["status"] {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

export function customerOf(customer: Stripe.Customer): ProviderCustomer {
  return {
    customerId: customer.id,
    email: customer.email ?? "",
    userUuid: customer.metadata.userUuid ?? null,
  };
}

export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
