import "server-only";
import type Stripe from "stripe";
import type {
  CreateSubscriptionInput,
  ProviderPayment,
} from "@/features/billing/domain/payment-provider";
import { callStripe } from "./stripe-call";
import { firstPaymentOf } from "./stripe-first-payment";
import { automaticPaymentMethods, metadataOf } from "./stripe-payments";
import { ensureProduct } from "./stripe-products";
import { paymentOfSetupIntent, subscriptionOf } from "./stripe-objects";

const firstInvoice = ["latest_invoice.payments"];

/**
 * Starts a subscription (docs/billing.md, "The Stripe provider"), by the package's intro kind:
 * - none: a subscription at the regular price, its first invoice charged now;
 * - intro price: a subscription schedule of two phases, the intro price for its periods, then
 *   the regular price with no end;
 * - free trial: the method is confirmed first with a SetupIntent (no money moves), then a
 *   subscription with `trial_period_days` charges the regular price when the trial ends.
 * A refused first payment comes back as a failed payment; Stripe lets that incomplete
 * subscription lapse by itself.
 */
export async function createSubscription(stripe: Stripe, input: CreateSubscriptionInput) {
  const metadata = { ...metadataOf(input.references), packageId: input.packageId };
  if (input.intro.kind === "free_trial") {
    const setup = await confirmMethod(stripe, input, metadata);
    if (!setup.ok) return setup;
    if (setup.payment.status === "failed")
      return { ok: false as const, code: setup.payment.failureCode ?? "card_declined" };
    const days = input.intro.days;
    return callStripe("subscriptions.create", async () => {
      const product = await ensureProduct(stripe, input.packageId);
      const subscription = await stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price_data: priceData(input, product, input.regularAmountMinor) }],
          trial_period_days: days,
          default_payment_method: input.paymentMethodId,
          metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { subscription: subscriptionOf(subscription), payment: setup.payment };
    });
  }
  if (input.intro.kind === "intro_price") {
    const intro = input.intro;
    return callStripe("subscription_schedules.create", async () => {
      const product = await ensureProduct(stripe, input.packageId);
      const schedule = await stripe.subscriptionSchedules.create(
        {
          customer: input.customerId,
          start_date: "now",
          end_behavior: "release",
          default_settings: { default_payment_method: input.paymentMethodId },
          metadata,
          phases: [
            {
              items: [{ price_data: priceData(input, product, intro.amountMinor) }],
              duration: {
                interval: input.interval.unit,
                interval_count: input.interval.count * intro.periods,
              },
              metadata,
            },
            {
              items: [{ price_data: priceData(input, product, input.regularAmountMinor) }],
              metadata,
            },
          ],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const subscriptionId =
        typeof schedule.subscription === "string"
          ? schedule.subscription
          : schedule.subscription?.id;
      if (!subscriptionId) throw new Error("the subscription schedule started no subscription");
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: firstInvoice,
      });
      return {
        subscription: subscriptionOf(subscription),
        payment: await firstPaymentOf(stripe, subscription),
      };
    });
  }
  return callStripe("subscriptions.create", async () => {
    const product = await ensureProduct(stripe, input.packageId);
    const subscription = await stripe.subscriptions.create(
      {
        customer: input.customerId,
        items: [{ price_data: priceData(input, product, input.regularAmountMinor) }],
        default_payment_method: input.paymentMethodId,
        payment_behavior: "allow_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        metadata,
        expand: firstInvoice,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return {
      subscription: subscriptionOf(subscription),
      payment: await firstPaymentOf(stripe, subscription),
    };
  });
}

/** An inline recurring price: our amount in minor units, unchanged (JPY and KRW have none). */
function priceData(input: CreateSubscriptionInput, product: string, amountMinor: number) {
  return {
    currency: input.currency.toLowerCase(),
    product,
    unit_amount: amountMinor,
    recurring: { interval: input.interval.unit, interval_count: input.interval.count },
  };
}

/** The zero-amount confirmation that starts a free trial: the method is saved for later charges. */
function confirmMethod(
  stripe: Stripe,
  input: CreateSubscriptionInput,
  metadata: Record<string, string>,
) {
  return callStripe("setup_intents.create", async (): Promise<{ payment: ProviderPayment }> => {
    const intent = await stripe.setupIntents.create(
      {
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        confirm: true,
        usage: "off_session",
        automatic_payment_methods: automaticPaymentMethods,
        metadata,
      },
      { idempotencyKey: `${input.idempotencyKey}:setup` },
    );
    return { payment: paymentOfSetupIntent(intent, input.currency) };
  });
}
