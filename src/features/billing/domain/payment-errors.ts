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

/**
 * The provider could not be reached or asked us to slow down: it decided nothing about the
 * payment. The order stays pending and the same request (same key) can simply be sent again.
 */
const undecided: ReadonlySet<PaymentErrorCode> = new Set(["provider_unavailable", "rate_limited"]);

export function isUndecidedPaymentError(code: PaymentErrorCode): boolean {
  return undecided.has(code);
}
