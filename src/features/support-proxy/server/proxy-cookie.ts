import "server-only";
import { getEnv } from "@/env";
import { proxyCookieName } from "@/features/support-proxy/domain/proxy-session";
import { isSecureRequest } from "@/server/http/request-facts";

/**
 * The account view's cookie (docs/support-proxy.md, "Account view"): HttpOnly, SameSite=Strict,
 * Secure in production (and on any https request), sent only to the view's own address — never
 * to the API, so no customer action can ever see it.
 */
export function proxyCookieHeader(request: Request, path: string, value: string, maxAgeSeconds: number): string {
  const secure = getEnv().NODE_ENV === "production" || isSecureRequest(request) ? "; Secure" : "";
  return `${proxyCookieName}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}
