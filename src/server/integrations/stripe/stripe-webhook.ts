import "server-only";
import Stripe from "stripe";
import type { WebhookParseResult } from "@/features/billing/domain/payment-provider";
import {
  normaliseStripeEvent,
  paymentIntentIdInPayload,
  type InvoiceFacts,
} from "./normalise-stripe-event";
import {
  invoicePayloadSchema,
  stripeEventEnvelopeSchema,
  type StripeEventEnvelope,
} from "./stripe-event-schema";
import { codeOfIntentError } from "./stripe-objects";

/** How old a signed delivery may be: Stripe's own default, against replays of old deliveries. */
export const webhookToleranceSeconds = 300;

export type WebhookInput = {
  rawBody: string;
  headers: Readonly<Record<string, string | undefined>>;
};

/**
 * Verifies a delivery's `Stripe-Signature` over the exact raw body (HMAC-SHA256 with the
 * endpoint's signing secret, timestamp within five minutes), then normalises the event. For an
 * invoice event whose payload does not name its PaymentIntent, that is asked of Stripe; if
 * Stripe cannot be reached the error is thrown, the delivery answers 500 and Stripe sends it
 * again.
 */
export async function parseStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  input: WebhookInput,
  now: () => Date,
): Promise<WebhookParseResult> {
  const signature = headerOf(input.headers, "stripe-signature");
  if (!signature)
    return { ok: false, code: "invalid_signature", message: "no Stripe-Signature header" };
  let verified: unknown;
  try {
    verified = stripe.webhooks.constructEvent(
      input.rawBody,
      signature,
      webhookSecret,
      webhookToleranceSeconds,
      undefined,
      // The SDK takes the moment of receipt in milliseconds.
      now().getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      return { ok: false, code: "invalid_signature", message: "signature or timestamp refused" };
    return { ok: false, code: "malformed_payload", message: "the body is not JSON" };
  }
  const envelope = stripeEventEnvelopeSchema.safeParse(verified);
  if (!envelope.success)
    return { ok: false, code: "malformed_payload", message: "not a Stripe event" };
  return normaliseStripeEvent(envelope.data, await invoiceFactsOf(stripe, envelope.data));
}

async function invoiceFactsOf(
  stripe: Stripe,
  envelope: StripeEventEnvelope,
): Promise<InvoiceFacts> {
  const paid = envelope.type === "invoice.paid";
  if (!paid && envelope.type !== "invoice.payment_failed") return { paymentIntentId: null };
  const invoice = invoicePayloadSchema.safeParse(envelope.data.object);
  if (!invoice.success) return { paymentIntentId: null };
  if (paid && invoice.data.amount_paid === 0) return { paymentIntentId: null };
  const paymentIntentId =
    paymentIntentIdInPayload(invoice.data) ?? (await listedPaymentIntent(stripe, invoice.data.id));
  if (paid || !paymentIntentId) return { paymentIntentId };
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  return { paymentIntentId, failureCode: codeOfIntentError(intent.last_payment_error) };
}

async function listedPaymentIntent(stripe: Stripe, invoiceId: string): Promise<string | null> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
  const sorted = [...payments.data].sort((a, b) => b.created - a.created);
  const entry = sorted.find((payment) => payment.payment.type === "payment_intent");
  const intent = entry?.payment.payment_intent;
  if (!intent) return null;
  return typeof intent === "string" ? intent : intent.id;
}

function headerOf(headers: WebhookInput["headers"], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}
