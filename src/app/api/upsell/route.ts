import { getPaymentProvider } from "@/features/billing/server/providers/payment-provider-registry";
import { readPurchaseOf } from "@/features/checkout/server/purchase-cookie";
import { answerUpsellOffer } from "@/features/upsell/server/answer-upsell-offer";
import { upsellAnswerReply } from "@/features/upsell/server/upsell-answer-reply";
import { formToAnswer, upsellAnswerSchema } from "@/features/upsell/server/upsell-request-schema";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError, validationError } from "@/server/http/json-error";
import { requestContextOf } from "@/server/request-context/get-request-context";

/**
 * Accepts or declines one upsell offer (docs/upsell.md, "Answering an offer"). JSON from the
 * page's script answers `{ status, next }` or `{ error: { code, message } }` (402 with the
 * payment error code for a refused charge); a plain form post is answered with a 303 to the
 * page that comes next.
 */
export const POST = apiRoute({
  name: "upsell",
  // A one-click charge: only from the site's own page, as JSON or its plain form post.
  sameSite: true,
  bodyTypes: ["application/json", "application/x-www-form-urlencoded"],
  rawBody: true,
  maxBodyBytes: 4 * 1024,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ request, db, rawBody }) => {
    const isForm = (request.headers.get("content-type") ?? "").startsWith(
      "application/x-www-form-urlencoded",
    );
    let raw: unknown;
    if (isForm) raw = formToAnswer(rawBody);
    else {
      try {
        raw = JSON.parse(rawBody) as unknown;
      } catch {
        return jsonError(400, "invalid_json", "The body must be JSON.");
      }
    }
    const body = upsellAnswerSchema.safeParse(raw);
    if (!body.success) return validationError(body.error, { route: "upsell" });
    const purchase = await readPurchaseOf(request);
    const context = await requestContextOf(request, db);
    const result = await answerUpsellOffer(
      db,
      getPaymentProvider(db),
      {
        purchase,
        instructions: context.experiments.instructions,
        answer: body.data,
      },
      () => new Date(),
    );
    const locale =
      body.data.locale ?? (isLocale(purchase?.locale) ? purchase.locale : defaultLocale);
    return upsellAnswerReply(result, { locale, form: isForm });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
