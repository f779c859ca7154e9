import { getEnv } from "@/env";
import { signInDestination } from "@/features/account/domain/sign-in-destination";
import { signInRequestSchema } from "@/features/account/domain/sign-in-schemas";
import { afterAnswer } from "@/features/account/server/after-answer";
import { requestSignIn } from "@/features/account/server/request-sign-in";
import { limitAddress, signInLimits } from "@/features/account/server/sign-in-limits";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { requestEmailSend } from "@/server/email/request-email-send";
import { isCrossSiteRequest } from "@/features/account/server/same-site-request";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { rateLimitedResponse } from "@/server/rate-limit/rate-limit-response";

export const dynamic = "force-dynamic";

/**
 * `{ email, locale }` → one sign-in mail (a link and a 6-digit code) when a customer has this
 * address. The answer is the same whether or not one has: `{ status: "sent" }` (docs/account.md).
 */
export const POST = apiRoute({
  name: "signin-request",
  body: signInRequestSchema,
  maxBodyBytes: 2 * 1024,
  rateLimit: signInLimits.mailPerClient,
  handler: async ({ request, body, db }) => {
    if (isCrossSiteRequest(request)) return jsonError(403, "cross_site", "This request must come from the site itself.");
    const limited = await limitAddress(db, "signin-request-email", body.email, signInLimits.mailPerAddress);
    if (!limited.allowed) return rateLimitedResponse(limited, { route: "signin-request" });
    const locale = isLocale(body.locale) ? body.locale : defaultLocale;
    // Whether a mail goes out is decided after the answer, so its timing tells nothing.
    const headers = new Headers(request.headers);
    afterAnswer("sign-in mail", () =>
      requestSignIn(db, { email: body.email, locale, headers, siteUrl: getEnv().SITE_URL, destination: signInDestination(body.next) }, requestEmailSend),
    );
    return Response.json({ status: "sent" }, { headers: { "cache-control": "no-store" } });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
