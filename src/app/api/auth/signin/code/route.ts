import { NextResponse } from "next/server";
import { normalizeSignInCode } from "@/features/account/domain/sign-in-code";
import { signInCodeSchema } from "@/features/account/domain/sign-in-schemas";
import { afterSignInPath } from "@/features/account/server/sign-in-links";
import { limitAddress, signInLimits } from "@/features/account/server/sign-in-limits";
import { signInWithCode } from "@/features/account/server/sign-in-with-code";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { sessionLifetimeSeconds } from "@/server/auth/session-claims";
import { writeSessionCookie } from "@/server/auth/session-cookie";
import { isCrossSiteRequest } from "@/features/account/server/same-site-request";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { rateLimitedResponse } from "@/server/rate-limit/rate-limit-response";

export const dynamic = "force-dynamic";

const failureMessages = {
  invalid_code: "The code is not valid.",
  code_expired: "The code has expired.",
  too_many_attempts: "Too many wrong codes. Ask for a new e-mail.",
  link_invalid: "The link is not valid.",
} as const;

/**
 * `{ email, code, next? }` → the session cookies and `{ next }` (the page the person was going
 * to, a same-site path, else the plan in the page's language), or
 * 400 `invalid_code`, `code_expired`, `too_many_attempts` (docs/account.md, "Sign-in").
 */
export const POST = apiRoute({
  name: "signin-code",
  body: signInCodeSchema,
  maxBodyBytes: 2 * 1024,
  rateLimit: signInLimits.codePerClient,
  handler: async ({ request, body, db }) => {
    if (isCrossSiteRequest(request)) return jsonError(403, "cross_site", "This request must come from the site itself.");
    const limited = await limitAddress(db, "signin-code-email", body.email, signInLimits.codePerAddress);
    if (!limited.allowed) return rateLimitedResponse(limited, { route: "signin-code" });
    const code = normalizeSignInCode(body.code);
    if (!code) return jsonError(400, "invalid_code", failureMessages.invalid_code);
    const result = await signInWithCode(db, { email: body.email, code, headers: request.headers });
    if (!result.ok) return jsonError(400, result.failure, failureMessages[result.failure]);
    const locale = isLocale(body.locale) ? body.locale : defaultLocale;
    const response = NextResponse.json({ next: afterSignInPath(locale, body.next) }, { headers: { "cache-control": "no-store" } });
    writeSessionCookie(response.cookies, result.sessionCookie, { request, maxAgeSeconds: sessionLifetimeSeconds, userId: result.userId });
    return response;
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
