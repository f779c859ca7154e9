import type { CheckoutRequest } from "@/features/checkout/domain/checkout-request";

/** What a checkout form does with the server's answers (docs/checkout.md, "The card form"). */
export type PaymentAttempt =
  /**
   * Go on: to the confirmation page, the bank's check or the next page. With Stripe, a payment
   * awaiting the bank's check also carries the intent's client secret: Stripe.js opens the check
   * in place first.
   */
  | { kind: "go"; next: string; clientSecret?: string }
  /** A refusal with its payment error code: shown in words; the next attempt needs a new key. */
  | { kind: "refused"; code: string }
  /** Nothing was decided: the same attempt (same key) may be sent again. */
  | { kind: "retry"; reason: "unavailable" | "network" | "too_many" }
  /** The page is out of date (price or offer changed): reload. */
  | { kind: "stale" }
  /** The key was used with other details (e-mail or plan changed after a lost answer): start a new attempt. */
  | { kind: "conflict" }
  /** The address already holds a running plan and this browser is not its signed-in owner: offer sign-in. */
  | { kind: "subscribed" }
  | { kind: "failed" };

/** The checkout as a form sends it: the request with the buyer's e-mail, language and funnel. */
export type CheckoutSubmission = CheckoutRequest & { email: string; locale: string; quizName?: string };

type ErrorBody = { error?: { code?: unknown } };

export async function errorCode(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  return typeof body?.error?.code === "string" ? body.error.code : "";
}

/** Sends the checkout to `POST /api/checkout` with the provider's payment method and the attempt's key. */
export async function postCheckout(submission: CheckoutSubmission): Promise<PaymentAttempt> {
  try {
    const placed = await fetch("/api/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(submission),
    });
    if (!placed.ok) return answerOf(placed, await errorCode(placed));
    const body = (await placed.json()) as { next?: unknown; clientSecret?: unknown };
    if (typeof body.next !== "string") return { kind: "failed" };
    return typeof body.clientSecret === "string"
      ? { kind: "go", next: body.next, clientSecret: body.clientSecret }
      : { kind: "go", next: body.next };
  } catch {
    return { kind: "retry", reason: "network" };
  }
}

export function answerOf(response: Response, code: string): PaymentAttempt {
  if (response.status === 402) return { kind: "refused", code: code || "processing_error" };
  if (response.status === 429) return { kind: "retry", reason: "too_many" };
  if (response.status === 503) return { kind: "retry", reason: "unavailable" };
  if (response.status === 409) return code === "subscription_exists" ? { kind: "subscribed" } : { kind: "conflict" };
  if (response.status === 422) return { kind: "stale" };
  return { kind: "failed" };
}
