import "server-only";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";

/** What an error from Stripe says about itself: the fields its API error answers carry. */
export type StripeErrorFacts = {
  /** The SDK's error class name (`StripeCardError`, `StripeConnectionError`, …). */
  type?: string;
  code?: string;
  declineCode?: string;
  statusCode?: number;
};

/** Bank decline reasons that have a code of their own; every other decline is `card_declined`. */
const declineCodes: Readonly<Record<string, PaymentErrorCode>> = {
  insufficient_funds: "insufficient_funds",
  expired_card: "expired_card",
  incorrect_cvc: "incorrect_cvc",
  invalid_cvc: "incorrect_cvc",
  authentication_required: "authentication_required",
  processing_error: "processing_error",
};

const errorCodes: Readonly<Record<string, PaymentErrorCode>> = {
  card_declined: "card_declined",
  expired_card: "expired_card",
  incorrect_cvc: "incorrect_cvc",
  invalid_cvc: "incorrect_cvc",
  insufficient_funds: "insufficient_funds",
  authentication_required: "authentication_required",
  payment_intent_authentication_failure: "authentication_required",
  setup_intent_authentication_failure: "authentication_required",
  processing_error: "processing_error",
  resource_missing: "not_found",
  charge_already_refunded: "already_refunded",
  amount_too_large: "amount_too_large",
  // Another request with this key is still running, or an object is locked: nothing decided yet.
  idempotency_key_in_use: "rate_limited",
  lock_timeout: "rate_limited",
  rate_limit: "rate_limited",
};

/**
 * The port's error code for a Stripe error (docs/billing.md, "The Stripe provider"): the bank's
 * `decline_code` first, then Stripe's `code`, then the kind of error. Errors after which Stripe
 * decided nothing (unreachable, its own 5xx, a bad API key, too many requests) become the
 * undecided codes, so the same call can be sent again with the same idempotency key.
 */
export function stripeErrorCode(facts: StripeErrorFacts): PaymentErrorCode {
  const byDecline = facts.declineCode ? declineCodes[facts.declineCode] : undefined;
  if (byDecline) return byDecline;
  if (facts.declineCode) return "card_declined";
  const byCode = facts.code ? errorCodes[facts.code] : undefined;
  if (byCode) return byCode;
  switch (facts.type) {
    case "StripeRateLimitError":
      return "rate_limited";
    case "StripeConnectionError":
    case "StripeAuthenticationError":
    case "StripePermissionError":
    case "StripeAPIError":
      return "provider_unavailable";
    case "StripeCardError":
      return "card_declined";
  }
  if (facts.statusCode === 429) return "rate_limited";
  if (facts.statusCode === undefined || facts.statusCode >= 500) return "provider_unavailable";
  if (facts.statusCode === 404) return "not_found";
  if (facts.statusCode === 402) return "card_declined";
  return "invalid_request";
}
