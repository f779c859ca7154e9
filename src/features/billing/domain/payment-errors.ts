/**
 * Why a payment provider refused a call, normalised across providers (docs/billing.md,
 * "The provider port"). Each code gets its own translated message where it is shown.
 */
export const paymentErrorCodes = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "authentication_required",
  "processing_error",
  "invalid_request",
  "not_found",
  "already_refunded",
  "amount_too_large",
  "provider_unavailable",
  "rate_limited",
] as const;

export type PaymentErrorCode = (typeof paymentErrorCodes)[number];

/** Codes worth trying again later with the same payment method (a renewal retry, a new request). */
const retryable: ReadonlySet<PaymentErrorCode> = new Set([
  "processing_error",
  "provider_unavailable",
  "rate_limited",
  "insufficient_funds",
]);

export function isRetryablePaymentError(code: PaymentErrorCode): boolean {
  return retryable.has(code);
}

export function isPaymentErrorCode(value: unknown): value is PaymentErrorCode {
  return typeof value === "string" && (paymentErrorCodes as readonly string[]).includes(value);
}
