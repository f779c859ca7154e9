import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import type { CookieStore } from "@/features/site-auth/api-client/ports";

/** `document.cookie` as a CookieStore: path `/`, SameSite=Lax, Secure on https. */
export const browserCookieStore: CookieStore = {
  get: (name) => readBrowserCookies()[name],
  set: (name, value, { maxAge, path }) => {
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=${path}; SameSite=Lax${secure}`;
  },
  delete: (name) => {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
};

export function readBrowserCookies(): Record<string, string> {
  return parseCookieHeader(document.cookie);
}
