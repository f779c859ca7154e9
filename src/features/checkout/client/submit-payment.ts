import type { CheckoutRequest } from "@/features/checkout/domain/checkout-request";

/** What the card form does with the server's answers (docs/checkout.md, "The card form"). */
export type PaymentAttempt =
  /** Go on: to the confirmation page, the bank's check or the next page. */
  | { kind: "go"; next: string }
  /** A refusal with its payment error code: shown in words; the next attempt needs a new key. */
  | { kind: "refused"; code: string }
  /** Nothing was decided: the same attempt (same key) may be sent again. */
  | { kind: "retry"; reason: "unavailable" | "network" | "too_many" }
  /** The page is out of date (price or offer changed): reload. */
  | { kind: "stale" }
  /** The key was used with other details (e-mail or plan changed after a lost answer): start a new attempt. */
  | { kind: "conflict" }
  | { kind: "failed" };

type ErrorBody = { error?: { code?: unknown } };

async function errorCode(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  return typeof body?.error?.code === "string" ? body.error.code : "";
}

/**
 * Tokenises the card at the processor's own endpoint (the card never reaches our checkout),
 * then submits the checkout with the token and the attempt's idempotency key.
 */
export async function submitCardPayment(input: {
  card: { number: string; expMonth: number; expYear: number; cvc: string; name: string };
  checkout: Omit<CheckoutRequest, "paymentMethodId"> & { email: string; locale: string; quizName?: string };
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
    const placed = await fetch("/api/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...input.checkout, paymentMethodId: method.id }),
    });
    if (!placed.ok) return answerOf(placed, await errorCode(placed));
    const body = (await placed.json()) as { next?: unknown };
    return typeof body.next === "string" ? { kind: "go", next: body.next } : { kind: "failed" };
  } catch {
    return { kind: "retry", reason: "network" };
  }
}

function answerOf(response: Response, code: string): PaymentAttempt {
  if (response.status === 402) return { kind: "refused", code: code || "processing_error" };
  if (response.status === 429) return { kind: "retry", reason: "too_many" };
  if (response.status === 503) return { kind: "retry", reason: "unavailable" };
  if (response.status === 409) return { kind: "conflict" };
  if (response.status === 422) return { kind: "stale" };
  return { kind: "failed" };
}
