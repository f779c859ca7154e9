import { NextResponse } from "next/server";
import { afterSignInPath, linkFailedPath } from "@/features/account/server/sign-in-links";
import { signInLimits } from "@/features/account/server/sign-in-limits";
import { signInWithLink } from "@/features/account/server/sign-in-with-link";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { sessionLifetimeSeconds } from "@/server/auth/session-claims";
import { writeSessionCookie } from "@/server/auth/session-cookie";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";

export const dynamic = "force-dynamic";

/**
 * The link of a sign-in mail: `?token=…&locale=…&next=…`. A good token opens a session and goes
 * where the person was going, else the plan (303); a used, expired or unknown one goes to the sign-in page, which says so.
 */
export const GET = apiRoute({
  name: "signin-link",
  rateLimit: signInLimits.linkPerClient,
  handler: async ({ request, db }) => {
    const url = new URL(request.url);
    const requested = url.searchParams.get("locale");
    const locale = isLocale(requested) ? requested : defaultLocale;
    const token = url.searchParams.get("token") ?? "";
    const result = /^[A-Za-z0-9]{16,128}$/.test(token) ? await signInWithLink(db, { token, headers: request.headers }) : null;
    const target = result?.ok ? afterSignInPath(locale, url.searchParams.get("next")) : linkFailedPath(locale);
    // A relative Location: the request's own URL may name the server's internal host (behind a
    // proxy, or Next's own `localhost`), where the session cookie set below would not apply.
    const response = new NextResponse(null, { status: 303, headers: { location: target, "cache-control": "no-store" } });
    if (result?.ok) {
      writeSessionCookie(response.cookies, result.sessionCookie, { request, maxAgeSeconds: sessionLifetimeSeconds, userId: result.userId });
    }
    return response;
  },
});

/**
 * A HEAD (link checkers, mail scanners) must not spend the link, which Next would do by running
 * GET for it: it only says the address exists.
 */
export function HEAD(): Response {
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
