import { z } from "zod";
import { staffRoute } from "@/features/staff/server/staff-route";
import { proxySessionMinutes, proxyViewPath } from "@/features/support-proxy/domain/proxy-session";
import { reasonSchema } from "@/features/support-proxy/domain/support-acts";
import { proxyCookieHeader } from "@/features/support-proxy/server/proxy-cookie";
import { endProxySession, openProxySession } from "@/features/support-proxy/server/proxy-sessions";
import { defaultLocale, locales } from "@/i18n/locales";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

const localeSchema = z.enum(locales).default(defaultLocale);

/**
 * Opens a read-only account view of one customer for 15 minutes (docs/support-proxy.md,
 * "Account view"): audited with the reason; the answer sets the view's cookie and names the
 * page to open.
 */
export const POST = staffRoute({
  name: "mgmt-support-proxy-view-open",
  permission: "support-proxy:act",
  rateLimit: { limit: 20, windowMs: 60_000 },
  body: z.object({ customerId: z.uuid(), reason: reasonSchema, locale: localeSchema }),
  handler: async ({ request, db, body, staff, requestId }) => {
    const opened = await openProxySession(db, { staff, customerId: body.customerId, reason: body.reason, requestId, now: new Date() });
    if (!opened) return jsonError(404, "no_customer", "No customer has this id.");
    const path = proxyViewPath(body.locale, defaultLocale);
    const response = Response.json({ url: path, viewId: opened.id, expiresAt: opened.expiresAt.toISOString() });
    // The view's address in every language, so switching the language keeps the view.
    for (const locale of locales) response.headers.append("set-cookie", proxyCookieHeader(request, proxyViewPath(locale, defaultLocale), opened.token, proxySessionMinutes * 60));
    return response;
  },
});

/** Ends a view early (the banner's "End"): the row is closed and the cookie cleared. Audited. */
export const DELETE = staffRoute({
  name: "mgmt-support-proxy-view-end",
  permission: "support-proxy:act",
  rateLimit: { limit: 30, windowMs: 60_000 },
  body: z.object({ viewId: z.uuid(), locale: localeSchema }),
  handler: async ({ request, db, body, staff, requestId }) => {
    const ended = await endProxySession(db, { staff, viewId: body.viewId, requestId, now: new Date() });
    const response = Response.json({ ended });
    for (const locale of locales) response.headers.append("set-cookie", proxyCookieHeader(request, proxyViewPath(locale, defaultLocale), "", 0));
    return response;
  },
});

const notAllowed = methodNotAllowed(["POST", "DELETE"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH };
