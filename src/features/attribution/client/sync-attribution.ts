import { attributionParams, type Attribution } from "@/features/attribution/domain/attribution-params";
import {
  resolveBrowserAttribution,
  type BrowserAttribution,
} from "@/features/attribution/domain/resolve-browser-attribution";
import { parseStoredUserProperties, userPropertiesStorageKey } from "@/features/attribution/domain/user-properties";
import { browserContext, type BrowserContext } from "./browser-context";

/**
 * The browser side of attribution, run once per page load: the URL, else the cookies, else
 * the stored profile; writes the cookies (365 days) and `userProperties` in local storage
 * (optional expiry), and answers the analytics user-property set.
 */
export function syncAttribution(ctx: BrowserContext = browserContext(), options: { ttlMs?: number } = {}): BrowserAttribution {
  const stored = parseStoredUserProperties(safeGet(ctx, userPropertiesStorageKey));
  const result = resolveBrowserAttribution({
    query: new URLSearchParams(ctx.location.search),
    cookies: ctx.cookies.all(),
    stored,
    userAgent: ctx.userAgent,
    nowMs: ctx.now(),
    newVisitorId: ctx.randomId,
    ttlMs: options.ttlMs,
  });
  for (const cookie of result.setCookies) ctx.cookies.set(cookie.name, cookie.value, { maxAge: cookie.maxAge, path: cookie.path });
  for (const name of result.deleteCookies) ctx.cookies.delete(name);
  try {
    ctx.storage?.setItem(userPropertiesStorageKey, JSON.stringify(result.userProperties));
  } catch {
    // Storage full or blocked: the cookies still carry the attribution.
  }
  return result;
}

/** The attribution parameters currently in the cookies. */
export function readAttributionCookies(cookies: Record<string, string>): Attribution {
  const attribution: Attribution = {};
  for (const name of attributionParams) if (cookies[name]) attribution[name] = cookies[name];
  return attribution;
}

function safeGet(ctx: BrowserContext, key: string): string | null {
  try {
    return ctx.storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
