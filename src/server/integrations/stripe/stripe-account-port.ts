import "server-only";
import type Stripe from "stripe";
import type {
  ProviderPaymentMethod,
  SubscriptionAccountPort,
} from "@/features/billing/domain/subscription-account-port";
import { callStripe } from "./stripe-call";
import { createStripeClient, type StripeConnection } from "./stripe-client";
import { subscriptionOf } from "./stripe-objects";

/**
 * The account calls over Stripe (docs/subscription.md, "Provider calls"). A new card is set up
 * with a SetupIntent confirmed off-session (no money moves; a card the bank refuses is refused
 * here), then made the subscription's and the customer's default. A discount is a coupon that
 * repeats for the months the renewals span (Stripe counts coupons in months). An extension
 * pushes `trial_end` out with no proration (docs/billing.md, "Extending a period").
 */
export function createStripeAccountPort(connection: StripeConnection): SubscriptionAccountPort {
  const stripe = createStripeClient(connection);
  return {
    discountRenewals: (input) =>
      callStripe("subscriptions.discount", async () => {
        const current = await stripe.subscriptions.retrieve(input.subscriptionId);
        const recurring = current.items.data[0]?.price.recurring;
        const coupon = await stripe.coupons.create(
          {
            percent_off: input.percentOff,
            duration: "repeating",
            duration_in_months: monthsOf(recurring, input.renewals),
          },
          { idempotencyKey: `${input.idempotencyKey}:coupon` },
        );
        const updated = await stripe.subscriptions.update(
          input.subscriptionId,
          { discounts: [{ coupon: coupon.id }] },
          { idempotencyKey: input.idempotencyKey },
        );
        return { subscription: subscriptionOf(updated) };
      }),
    replacePaymentMethod: (input) =>
      callStripe("subscriptions.replace_payment_method", async () => {
        const setup = await stripe.setupIntents.create(
          {
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            confirm: true,
            usage: "off_session",
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          },
          { idempotencyKey: `${input.idempotencyKey}:setup` },
        );
        if (setup.status !== "succeeded") return Promise.reject(new SetupRefused(setup.status));
        await stripe.customers.update(
          input.customerId,
          { invoice_settings: { default_payment_method: input.paymentMethodId } },
          { idempotencyKey: `${input.idempotencyKey}:customer` },
        );
        await stripe.subscriptions.update(
          input.subscriptionId,
          { default_payment_method: input.paymentMethodId },
          { idempotencyKey: input.idempotencyKey },
        );
        const method = await stripe.paymentMethods.retrieve(input.paymentMethodId);
        return { paymentMethod: methodOf(method) };
      }).catch((error: unknown) => {
        if (error instanceof SetupRefused)
          return { ok: false as const, code: "authentication_required" as const };
        throw error;
      }),
    extendPeriod: (input) =>
      callStripe("subscriptions.extend_period", async () => {
        const current = await stripe.subscriptions.retrieve(input.subscriptionId);
        const refusal = extensionRefusal(current);
        if (refusal) return Promise.reject(new ExtensionRefused(refusal));
        const updated = await stripe.subscriptions.update(
          input.subscriptionId,
          { trial_end: Math.floor(input.periodEnd.getTime() / 1000), proration_behavior: "none" },
          { idempotencyKey: input.idempotencyKey },
        );
        return { subscription: subscriptionOf(updated) };
      }).catch((error: unknown) => {
        if (error instanceof ExtensionRefused)
          return { ok: false as const, code: "invalid_request" as const, message: error.message };
        throw error;
      }),
    describePaymentMethod: ({ paymentMethodId }) =>
      callStripe("payment_methods.retrieve", async () => {
        const method = await stripe.paymentMethods.retrieve(paymentMethodId);
        return { paymentMethod: method.card ? methodOf(method) : null };
      }),
  };
}

class SetupRefused extends Error {}
class ExtensionRefused extends Error {}

/**
 * Why Stripe's subscription cannot be extended, or null. Only a running one: a paused
 * collection would void the invoice the new end brings. One still run by its intro schedule is
 * refused rather than released — released, it would renew at the intro price for good.
 */
export function extensionRefusal(subscription: {
  status: string;
  pause_collection?: unknown;
  schedule?: unknown;
}): string | null {
  if (subscription.status !== "active" && subscription.status !== "trialing")
    return `the subscription is ${subscription.status}`;
  if (subscription.pause_collection) return "the subscription's collection is paused";
  if (subscription.schedule) return "the subscription is run by its intro schedule";
  return null;
}

/** The months a coupon must run to cover `renewals` renewals of the price's interval. */
export function monthsOf(
  recurring: { interval: string; interval_count: number } | null | undefined,
  renewals: number,
): number {
  const count = recurring?.interval_count ?? 1;
  switch (recurring?.interval) {
    case "year":
      return 12 * count * renewals;
    case "week":
      return Math.max(1, Math.round((7 * count * renewals) / 30.44));
    case "day":
      return Math.max(1, Math.round((count * renewals) / 30.44));
    default:
      return count * renewals;
  }
}

function methodOf(method: Stripe.PaymentMethod): ProviderPaymentMethod {
  return {
    paymentMethodId: method.id,
    brand: method.card?.brand ?? method.type,
    last4: method.card?.last4 ?? "",
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
  };
}
