import { attributionParams, clickIdParams, type Attribution } from "@/features/attribution/domain/attribution-params";
import {
  resolveBrowserAttribution,
  type BrowserAttribution,
} from "@/features/attribution/domain/resolve-browser-attribution";
import {
  parseStoredUserProperties,
  userPropertiesStorageKey,
  type StoredUserProperties,
} from "@/features/attribution/domain/user-properties";
import type { ConsentGroup, ConsentState } from "@/features/consent/domain/consent-groups";
import { allowedCookieWrites } from "@/features/consent/domain/cookie-consent";
import { browserContext, type BrowserContext } from "./browser-context";

export type SyncOptions = {
  ttlMs?: number;
  /**
   * The consent port. Without it every value is stored at once; with it, a value is stored
   * only once its consent group is granted (click ids: targeting; campaign values and the
   * stored profile: performance) and is kept in memory for this page until then.
   */
  onConsent?: (group: ConsentGroup, fn: () => void) => () => void;
};

export type SyncedAttribution = BrowserAttribution & { stopWaiting(): void };

/**
 * The browser side of attribution, run once per page load: the URL, else the cookies, else
 * the stored profile; writes the cookies (365 days) and `userProperties` in local storage
 * (optional expiry) as far as the visitor's consent allows, and answers the analytics
 * user-property set.
 */
export function syncAttribution(ctx: BrowserContext = browserContext(), options: SyncOptions = {}): SyncedAttribution {
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
  for (const name of result.deleteCookies) ctx.cookies.delete(name);

  const granted: ConsentState = { necessary: true, performance: false, functional: false, targeting: false };
  const written = new Set<string>();
  const persist = () => {
    for (const cookie of allowedCookieWrites(result.setCookies, granted)) {
      if (written.has(cookie.name)) continue;
      written.add(cookie.name);
      ctx.cookies.set(cookie.name, cookie.value, { maxAge: cookie.maxAge, path: cookie.path });
    }
    if (!granted.performance) return;
    const profile = granted.targeting ? result.userProperties : withoutClickIds(result.userProperties);
    try {
      ctx.storage?.setItem(userPropertiesStorageKey, JSON.stringify(profile));
    } catch {
      // Storage full or blocked: the cookies still carry the attribution.
    }
  };

  const onConsent = options.onConsent;
  if (!onConsent) Object.assign(granted, { performance: true, functional: true, targeting: true });
  persist();
  const stops = onConsent
    ? (["performance", "targeting"] as const).map((group) =>
        onConsent(group, () => {
          granted[group] = true;
          persist();
        }),
      )
    : [];
  return { ...result, stopWaiting: () => stops.forEach((stop) => stop()) };
}

/** The stored profile without advertising click ids (stored only with targeting consent). */
function withoutClickIds(profile: StoredUserProperties): StoredUserProperties {
  const raw = profile.campaignRawParams;
  if (!raw) return profile;
  const value = Object.fromEntries(
    Object.entries(raw.value).filter(([name]) => !(clickIdParams as readonly string[]).includes(name)),
  );
  return { ...profile, campaignRawParams: { ...raw, value } };
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
