import "server-only";
import type Stripe from "stripe";
import type {
  ChargeOffSessionInput,
  ConfirmPaymentInput,
  RefundInput,
} from "@/features/billing/domain/payment-provider";
import type { OurReferences } from "@/features/billing/domain/provider-event";
import { callStripe } from "./stripe-call";
import { paymentOfIntent, refundOf } from "./stripe-objects";

/**
 * Wallets (Apple Pay, Google Pay) and cards need no redirect; methods that would need one are
 * left out, so a server-side confirmation never needs a return address.
 */
export const automaticPaymentMethods = { enabled: true, allow_redirects: "never" } as const;

/** Our references as Stripe metadata (strings only, nothing personal). */
export function metadataOf(references: OurReferences): Record<string, string> {
  return Object.fromEntries(
    Object.entries(references).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * Charges now with the method the Payment Element created in the browser. When the bank asks
 * for authentication the payment comes back `requires_action`; the browser then finishes it
 * with the intent's client secret (`clientSecretOf`).
 */
export function confirmPayment(stripe: Stripe, input: ConfirmPaymentInput) {
  return callStripe("payment_intents.confirm", async () => {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        confirm: true,
        automatic_payment_methods: automaticPaymentMethods,
        ...(input.saveForLater && { setup_future_usage: "off_session" as const }),
        description: input.description,
        metadata: metadataOf(input.references),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { payment: paymentOfIntent(intent) };
  });
}

/** A one-off charge of the saved method without the buyer present (an upsell). */
export function chargeOffSession(stripe: Stripe, input: ChargeOffSessionInput) {
  return callStripe("payment_intents.off_session", async () => {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        automatic_payment_methods: automaticPaymentMethods,
        description: input.description,
        metadata: metadataOf(input.references),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { payment: paymentOfIntent(intent) };
  });
}

/** Refunds a payment (our payment id is Stripe's PaymentIntent id): all that is left, or a part. */
export function refund(stripe: Stripe, input: RefundInput) {
  return callStripe("refunds.create", async () => {
    const created = await stripe.refunds.create(
      {
        payment_intent: input.paymentId,
        ...(input.amountMinor !== undefined && { amount: input.amountMinor }),
        reason: input.reason,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refund: refundOf(created) };
  });
}
