import "server-only";
import { isUndecidedPaymentError } from "@/features/billing/domain/payment-errors";
import type { Locale } from "@/i18n/locales";
import { jsonError } from "@/server/http/json-error";
import type { UpsellAnswerResult, UpsellRefusal } from "./answer-upsell-offer";
import { upsellPaths } from "./upsell-paths";

const refusals: Record<UpsellRefusal, { status: number; message: string }> = {
  no_purchase: { status: 401, message: "No purchase in this browser unlocks an offer." },
  order_not_paid: { status: 403, message: "The order is not paid, so no offer can be added to it." },
  offer_not_found: { status: 404, message: "This offer is not available." },
  offer_already_answered: { status: 409, message: "This offer was already answered." },
  nothing_selected: { status: 400, message: "Choose at least one item." },
  package_not_offered: { status: 400, message: "This package is not part of the offer." },
  currency_mismatch: { status: 400, message: "Offers are sold in the currency of the order only." },
  price_mismatch: { status: 409, message: "The price shown is out of date. Reload the page." },
  no_saved_method: { status: 409, message: "No saved payment method can be charged." },
};

/**
 * The route's answer (docs/upsell.md, "Answering an offer"): JSON `{ status, next }` or an
 * error; for a plain form post a 303 to the page that comes next — the next offer (the page
 * shows a refused charge above it), the thank-you page once the chain is over or without a
 * purchase, or the same offer again when nothing was chosen.
 */
export function upsellAnswerReply(
  result: UpsellAnswerResult,
  options: { locale: Locale; form: boolean },
): Response {
  const next = (step: number | null) =>
    step === null ? upsellPaths.thankYou(options.locale) : upsellPaths.upsell(options.locale);
  if (options.form) {
    const location = result.ok
      ? next(result.nextStep)
      : result.error === "no_purchase" || result.error === "order_not_paid"
        ? upsellPaths.thankYou(options.locale)
        : result.error === "nothing_selected"
          ? `${upsellPaths.upsell(options.locale)}?choose=1`
          : upsellPaths.upsell(options.locale);
    return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
  }
  if (result.ok)
    return Response.json(
      { status: result.status, next: next(result.nextStep) },
      { headers: { "Cache-Control": "no-store" } },
    );
  if (result.error === "payment_failed") {
    if (isUndecidedPaymentError(result.code)) {
      const response = jsonError(503, result.code, "The payment service decided nothing; try again.");
      response.headers.set("Retry-After", "10");
      return response;
    }
    return jsonError(402, result.code, "The payment was refused; nothing was charged.");
  }
  const refusal = refusals[result.error];
  return jsonError(refusal.status, result.error, refusal.message);
}
