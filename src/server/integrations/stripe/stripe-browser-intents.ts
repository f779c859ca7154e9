import "server-only";
import type Stripe from "stripe";
import type { OurReferences } from "@/features/billing/domain/provider-event";
import { callStripe } from "./stripe-call";
import { metadataOf } from "./stripe-payments";

/**
 * The server side of Stripe's Payment Element (cards, Apple Pay, Google Pay) in the browser:
 * each answer carries the client secret the page hands to Stripe.js, and nothing else of the
 * intent. The secret lets the browser confirm this one intent only; it is never logged.
 */

export type BrowserIntent = { intentId: string; clientSecret: string };

/** A PaymentIntent the browser confirms (a first payment), with its methods chosen by Stripe. */
export function createBrowserPaymentIntent(
  stripe: Stripe,
  input: {
    idempotencyKey: string;
    customerId: string;
    amountMinor: number;
    currency: string;
    description: string;
    saveForLater: boolean;
    references: OurReferences;
  },
) {
  return callStripe("payment_intents.create_for_browser", async () => {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        customer: input.customerId,
        automatic_payment_methods: { enabled: true },
        ...(input.saveForLater && { setup_future_usage: "off_session" as const }),
        description: input.description,
        metadata: metadataOf(input.references),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { intent: browserIntentOf(intent) };
  });
}

/** A SetupIntent the browser confirms: the method saved for later charges, nothing taken now. */
export function createBrowserSetupIntent(
  stripe: Stripe,
  input: { idempotencyKey: string; customerId: string; references: OurReferences },
) {
  return callStripe("setup_intents.create_for_browser", async () => {
    const intent = await stripe.setupIntents.create(
      {
        customer: input.customerId,
        usage: "off_session",
        automatic_payment_methods: { enabled: true },
        metadata: metadataOf(input.references),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { intent: browserIntentOf(intent) };
  });
}

/**
 * The client secret of a payment that came back `requires_action` (a bank's 3-D Secure check):
 * the browser finishes it with `stripe.handleNextAction`. Works for PaymentIntents and for the
 * SetupIntent that starts a free trial.
 */
export function clientSecretOf(stripe: Stripe, input: { paymentId: string }) {
  return callStripe("intents.client_secret", async () => {
    const intent = input.paymentId.startsWith("seti_")
      ? await stripe.setupIntents.retrieve(input.paymentId)
      : await stripe.paymentIntents.retrieve(input.paymentId);
    return { intent: browserIntentOf(intent) };
  });
}

function browserIntentOf(intent: { id: string; client_secret: string | null }): BrowserIntent {
  if (!intent.client_secret) throw new Error("Stripe answered an intent without its client secret");
  return { intentId: intent.id, clientSecret: intent.client_secret };
}
