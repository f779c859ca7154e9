import "server-only";
import { jsonError } from "@/server/http/json-error";

const statusOf: Record<string, number> = {
  not_signed_in: 401,
  no_subscription: 404,
  no_flow: 404,
  flow_conflict: 409,
  nothing_to_cancel: 409,
  no_offer: 409,
  offer_used: 409,
  not_pausable: 409,
  provider_unavailable: 503,
  rate_limited: 429,
  not_found: 404,
  invalid_request: 400,
};

const messageOf: Record<string, string> = {
  not_signed_in: "Sign in to manage your subscription.",
  no_subscription: "There is no subscription to change.",
  no_flow: "This cancellation was not started here.",
  flow_conflict: "This cancellation belongs to someone else.",
  nothing_to_cancel: "The subscription has ended or is already set to end.",
  no_offer: "There is no offer to accept.",
  offer_used: "An offer was already accepted for this subscription.",
  not_pausable: "The subscription cannot be paused now.",
  provider_unavailable: "The payment service is unavailable; nothing was changed.",
  rate_limited: "The payment service asked us to slow down; nothing was changed.",
};

/**
 * The API answer of a refused account change: `{ error: { code, message } }` with a status by
 * code; a payment code the provider gave for a card is 402. The page shows its own words.
 */
export function accountError(code: string): Response {
  return jsonError(statusOf[code] ?? 402, code, messageOf[code] ?? "The payment provider refused the change.");
}

/** A successful answer: personal, never cached. */
export function accountReply(body: unknown): Response {
  return Response.json(body, { headers: { "cache-control": "private, no-store" } });
}
