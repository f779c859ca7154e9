import "server-only";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import {
  clientSecretOf,
  createBrowserPaymentIntent,
  createBrowserSetupIntent,
} from "./stripe-browser-intents";
import { createStripeClient, type StripeConnection } from "./stripe-client";
import { createCustomer, deleteCustomer, findCustomer } from "./stripe-customers";
import { chargeOffSession, confirmPayment, refund } from "./stripe-payments";
import {
  cancelSubscription,
  pauseSubscription,
  resumeSubscription,
} from "./stripe-subscription-changes";
import { createSubscription } from "./stripe-subscriptions";
import { parseStripeWebhook } from "./stripe-webhook";

type Rest<F> = F extends (stripe: never, ...rest: infer R) => infer T ? (...rest: R) => T : never;

/** The port, plus what the checkout page needs to run Stripe's Payment Element. */
export type StripeProvider = PaymentProvider & {
  createBrowserPaymentIntent: Rest<typeof createBrowserPaymentIntent>;
  createBrowserSetupIntent: Rest<typeof createBrowserSetupIntent>;
  clientSecretOf: Rest<typeof clientSecretOf>;
};

export type StripeProviderOptions = StripeConnection & {
  /** The signing secret of our webhook endpoint (`whsec_…`). */
  webhookSecret: string;
  /** The clock webhook timestamps are checked against; tests pass their own. */
  now?: () => Date;
};

/** The Stripe adapter of the payment provider port (docs/billing.md, "The Stripe provider"). */
export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = createStripeClient(options);
  const now = options.now ?? (() => new Date());
  return {
    name: "stripe",
    createCustomer: (input) => createCustomer(stripe, input),
    findCustomer: (input) => findCustomer(stripe, input),
    deleteCustomer: (input) => deleteCustomer(stripe, input),
    createSubscription: (input) => createSubscription(stripe, input),
    confirmPayment: (input) => confirmPayment(stripe, input),
    chargeOffSession: (input) => chargeOffSession(stripe, input),
    refund: (input) => refund(stripe, input),
    cancelSubscription: (input) => cancelSubscription(stripe, input),
    pauseSubscription: (input) => pauseSubscription(stripe, input),
    resumeSubscription: (input) => resumeSubscription(stripe, input),
    parseWebhook: (input) => parseStripeWebhook(stripe, options.webhookSecret, input, now),
    createBrowserPaymentIntent: (input) => createBrowserPaymentIntent(stripe, input),
    createBrowserSetupIntent: (input) => createBrowserSetupIntent(stripe, input),
    clientSecretOf: (input) => clientSecretOf(stripe, input),
  };
}
