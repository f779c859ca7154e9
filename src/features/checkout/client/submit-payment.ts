import { answerOf, errorCode, postCheckout, type CheckoutSubmission, type PaymentAttempt } from "./post-checkout";

export type { PaymentAttempt } from "./post-checkout";

/**
 * Tokenises the card at the processor's own endpoint (the card never reaches our checkout),
 * then submits the checkout with the token and the attempt's idempotency key.
 */
export async function submitCardPayment(input: {
  card: { number: string; expMonth: number; expYear: number; cvc: string; name: string };
  checkout: Omit<CheckoutSubmission, "paymentMethodId">;
}): Promise<PaymentAttempt> {
  try {
    const tokenised = await fetch("/api/billing/sandbox/payment-methods", {
      method: "POST",
      // No key: tokenising the same card twice only makes a second token, never a charge.
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(input.card),
    });
    if (!tokenised.ok) return answerOf(tokenised, await errorCode(tokenised));
    const method = (await tokenised.json()) as { id?: unknown };
    if (typeof method.id !== "string") return { kind: "failed" };
    return await postCheckout({ ...input.checkout, paymentMethodId: method.id });
  } catch {
    return { kind: "retry", reason: "network" };
  }
}
