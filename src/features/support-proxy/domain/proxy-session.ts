/**
 * The rules of the read-only account view (docs/support-proxy.md, "Account view"): it lasts
 * 15 minutes from opening, belongs to the staff member who opened it and shows one customer.
 */
export const proxySessionMinutes = 15;
export const proxySessionMs = proxySessionMinutes * 60_000;

export type ProxySessionFacts = { staffId: string; expiresAt: Date; endedAt: Date | null };

export type ProxySessionVerdict = "valid" | "unknown" | "expired" | "ended" | "other_staff";

/** Whether a stored view still lets this staff member look (null: no row for the token). */
export function judgeProxySession(row: ProxySessionFacts | null, staffId: string, now: Date): ProxySessionVerdict {
  if (!row) return "unknown";
  if (row.staffId !== staffId) return "other_staff";
  if (row.endedAt) return "ended";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/** The cookie's path: the account view's own address in the page language (default without prefix). */
export function proxyViewPath(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? "/support-proxy" : `/${locale}/support-proxy`;
}

export const proxyCookieName = "pw_support_view";
