import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import { getPaymentProvider } from "@/features/billing/server/providers/payment-provider-registry";
import { checkoutRequestSchema } from "@/features/checkout/domain/checkout-request-schema";
import { slugSchema } from "@/features/quiz/domain/funnel-definition";
import { quizSessionCookie, returnUrlCookie } from "@/features/quiz/domain/quiz-cookies";
import { userEmailSchema } from "@/features/quiz/domain/user-profile";
import { sessionTokenHashOf } from "@/features/quiz/server/quiz-session-token";
import { isLocale, type Locale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { jsonError } from "@/server/http/json-error";
import { clientAddressOf } from "@/server/http/request-facts";
import { logger } from "@/server/log/logger";
import type { RequestContext } from "@/server/request-context/request-context";
import { recordPurchaseContext } from "@/features/purchase-events/server/purchase-context-store";
import { requestPurchaseEffects } from "@/features/purchase-events/server/request-purchase-effects";
import { requestContextOf } from "@/server/request-context/get-request-context";
import { readViewer } from "@/server/auth/get-viewer";
import { sessionCookieName } from "@/server/auth/session-claims";
import { attemptOwnerOf } from "./attempt-owner";
import { checkoutPaths } from "./checkout-paths";
import { loadQuizBuyer } from "./load-quiz-buyer";
import { paymentNextAction } from "./payment-next-action";
import { placeCheckout } from "./place-checkout";
import { purchaseCookieName, readPurchaseToken, writePurchaseCookie } from "./purchase-cookie";

export const checkoutBodySchema = checkoutRequestSchema.extend({
  email: z.string().trim().toLowerCase().pipe(userEmailSchema),
  locale: z.string().refine(isLocale, "unknown locale"),
  quizName: slugSchema.optional(),
});

const invalidMessages: Record<string, string> = {
  nothing_to_sell: "There is no offer to buy for this visitor.",
  unknown_package: "There is no such package.",
  package_inactive: "This package is no longer sold.",
  package_not_offered: "This package was not offered to this visitor.",
  currency_mismatch: "The currency is not the one the page priced in.",
  currency_not_offered: "The package has no price in this currency.",
  price_mismatch: "The price shown is not the current price. Reload the page.",
};

/**
 * POST /api/checkout (docs/checkout.md, "The checkout API"): the visitor's context is the
 * checkout page's — the same resolver the proxy runs, on that page's address — so the offer
 * checked here is the one the page showed. Answers 200 `{ orderId, status, next }` with the
 * HttpOnly `purchase` cookie; 402 for a refused card (its payment error code); 422 for an offer
 * or price the visitor was not shown; 409 for a key reused with another request; 503 when the
 * processor could not be reached (send the same request again). A payment awaiting the bank's
 * check answers `requires_action` with the processor's page as `next`, or with Stripe the
 * intent's `clientSecret` for the page to finish it in place before going on to `next`.
 * The provider is the one that sells now; tests pass their own.
 */
export async function postCheckout(
  request: Request,
  body: z.output<typeof checkoutBodySchema>,
  db: Db,
  provider: PaymentProvider = getPaymentProvider(db),
): Promise<Response> {
  const locale = body.locale as Locale;
  const pageUrl = new URL(checkoutPaths.checkout(locale), request.url);
  const context = await requestContextOf(new Request(pageUrl, { headers: request.headers }), db);
  const cookies = parseCookieHeader(request.headers.get("cookie"));
  const buyer = body.quizName
    ? await loadQuizBuyer(db, { quizName: body.quizName, sessionTokenHash: sessionTokenHashOf(cookies[quizSessionCookie]) })
    : null;
  const profile = buyer ? { ...buyer.profile, email: undefined, funnel: buyer.funnelName } : {};
  const { email, locale: _locale, quizName: _quizName, ...checkout } = body;
  const viewer = await readViewer(cookies[sessionCookieName], Date.now(), db);
  const attemptOwner = attemptOwnerOf({
    visitorId: context.visitorId,
    isNewVisitor: context.isNewVisitor,
    quizSessionTokenHash: sessionTokenHashOf(cookies[quizSessionCookie]),
  });
  const outcome = await placeCheckout(db, provider, {
    attemptOwner,
    viewerUuid: viewer.userData?.uuid ?? null,
    request: checkout,
    email,
    locale,
    profile,
    instructions: context.experiments.instructions,
    country: context.country,
    sessionTokenHash: sessionTokenHashOf(cookies[quizSessionCookie]),
  });
  if (outcome.kind === "placed" || outcome.kind === "refused")
    await rememberContext(db, { request, context, cookies, orderId: outcome.orderId, pageUrl, locale, quizName: body.quizName ?? null });
  if (outcome.kind === "placed" && outcome.status === "paid") await requestPurchaseEffects(outcome.orderId);
  const newAccount =
    outcome.kind === "placed" || outcome.kind === "refused"
      ? await madeByThisBrowser(outcome, buyer?.sessionUserUuid ?? null, cookies[purchaseCookieName])
      : false;
  switch (outcome.kind) {
    case "invalid":
      return jsonError(422, outcome.error, invalidMessages[outcome.error] ?? "The checkout is not valid.");
    case "conflict":
      return jsonError(409, "idempotency_conflict", "This key was already used for another checkout.");
    case "foreign_attempt":
      // Never the order, its status or a purchase cookie: the key is no credential.
      return jsonError(403, "foreign_attempt", "This checkout attempt was started in another browser. Start a new one.");
    case "subscribed":
      return jsonError(409, "subscription_exists", "This address already has a running plan. Sign in to manage it.");
    case "unavailable":
      return jsonError(503, outcome.code, "The payment processor did not answer. Send the same request again.");
    case "refused": {
      const response = jsonError(402, outcome.code, "The payment was refused.");
      return withPurchase(response, request, { orderId: outcome.orderId, userUuid: outcome.userUuid, quizName: body.quizName ?? null, locale, newAccount });
    }
    case "placed": {
      const confirm = checkoutPaths.confirm(locale);
      const action =
        outcome.status === "paid"
          ? { next: checkoutPaths.afterPurchase(locale) }
          : outcome.status === "requires_action" && outcome.actionPaymentId
            ? await paymentNextAction(provider, outcome.actionPaymentId, confirm)
            : { next: confirm };
      // The client secret goes to this buyer's browser only, never to a log or a cache.
      const response = NextResponse.json(
        { orderId: outcome.orderId, status: outcome.status, ...action },
        { headers: { "Cache-Control": "no-store" } },
      );
      // Bought: the header no longer offers "back to checkout" (kept while the bank's check is open).
      if (outcome.status !== "requires_action") response.cookies.set(returnUrlCookie, "", { path: "/", maxAge: 0 });
      return withPurchase(response, request, { orderId: outcome.orderId, userUuid: outcome.userUuid, quizName: body.quizName ?? null, locale, newAccount });
    }
  }
}

/**
 * Whether the account this checkout bought for was made by this browser's own buying path: the
 * checkout created it, this browser's quiz session did, or an earlier attempt of this browser
 * (a refused card, its purchase pass in the cookie) did (docs/account.md, "Right after paying").
 */
async function madeByThisBrowser(
  outcome: { userUuid: string; accountCreated: boolean },
  quizSessionUserUuid: string | null,
  previousPass: string | undefined,
): Promise<boolean> {
  if (outcome.accountCreated || quizSessionUserUuid === outcome.userUuid) return true;
  const previous = await readPurchaseToken(previousPass);
  return previous?.newAccount === true && previous.userUuid === outcome.userUuid;
}

/** The ad cookies a server-side conversion may carry (sent only with targeting consent: docs/purchase-events.md). */
const clickIdCookies = ["_fbp", "_fbc", "custom_fbc", "fbclid", "ttclid", "_ttp", "gclid", "gbraid", "wbraid", "twclid", "ScCid", "_scid", "vmcid"];

/**
 * Keeps what the after-payment effects need of this visitor (consent, attribution, ad cookies),
 * once per order. A failure is logged and never fails the checkout: without it the order still
 * gets its receipt, only no server conversion.
 */
async function rememberContext(
  db: Db,
  input: { request: Request; context: RequestContext; cookies: Record<string, string | undefined>; orderId: string; pageUrl: URL; locale: string; quizName: string | null },
): Promise<void> {
  const clickIds: Record<string, string> = {};
  for (const name of clickIdCookies) {
    const value = input.cookies[name];
    if (value) clickIds[name] = value;
  }
  const address = clientAddressOf(input.request);
  try {
    await recordPurchaseContext(db, {
      orderId: input.orderId,
      visitorId: input.context.visitorId,
      locale: input.locale,
      country: input.context.country,
      consent: input.context.consent,
      attribution: input.context.attribution,
      pageUrl: input.pageUrl.href,
      userAgent: input.request.headers.get("user-agent"),
      ipAddress: address === "unknown" ? null : address,
      clickIds,
      quizName: input.quizName,
    });
  } catch (error) {
    logger.error("purchase context not stored", { orderId: input.orderId, error: String(error) });
  }
}

async function withPurchase(
  response: Response,
  request: Request,
  claims: { orderId: string; userUuid: string; quizName: string | null; locale: string; newAccount: boolean },
): Promise<Response> {
  const next = response instanceof NextResponse ? response : new NextResponse(response.body, response);
  await writePurchaseCookie(next.cookies, claims, request);
  return next;
}
