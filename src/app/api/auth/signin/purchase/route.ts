import { NextResponse } from "next/server";
import { isCrossSiteRequest } from "@/features/account/server/same-site-request";
import { signInAfterPurchase } from "@/features/account/server/sign-in-after-purchase";
import { afterSignInPath, signInPathTo } from "@/features/account/server/sign-in-links";
import { signInLimits } from "@/features/account/server/sign-in-limits";
import { readPurchaseOf } from "@/features/checkout/server/purchase-cookie";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { writeSessionCookie } from "@/server/auth/session-cookie";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

export const dynamic = "force-dynamic";

/**
 * "Go to my plan" on the thank-you page (a plain form post: `locale`). The holder of the
 * `purchase` cookie whose purchase created the account enters it at once: a post-purchase
 * session, then 303 to the plan. Anyone else — an address that already had an account, a pass
 * that is gone — goes to the sign-in page, which returns to the plan after the mailed code
 * (docs/account.md, "Right after paying").
 */
export const POST = apiRoute({
  name: "signin-purchase",
  rawBody: true,
  maxBodyBytes: 1024,
  rateLimit: signInLimits.purchasePerClient,
  handler: async ({ request, db, rawBody, clientAddress }) => {
    if (isCrossSiteRequest(request)) return jsonError(403, "cross_site", "This request must come from the site itself.");
    const requested = new URLSearchParams(rawBody).get("locale");
    const locale = isLocale(requested) ? requested : defaultLocale;
    const plan = afterSignInPath(locale);
    const pass = await readPurchaseOf(request);
    const result = pass
      ? await signInAfterPurchase(db, pass, {
          userAgent: request.headers.get("user-agent"),
          clientAddress: clientAddress === "unknown" ? null : clientAddress,
          now: new Date(),
        })
      : null;
    // A relative Location, as for the mail's link: the session cookie applies to the site's host.
    const target = result?.ok ? plan : signInPathTo(locale, plan);
    const response = new NextResponse(null, { status: 303, headers: { location: target, "cache-control": "no-store" } });
    if (result?.ok)
      writeSessionCookie(response.cookies, result.sessionCookie, { request, maxAgeSeconds: result.maxAgeSeconds, userId: result.userId });
    return response;
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
