import { CallApiError } from "@/features/site-auth/domain/call-api-error";
import { siteAuthPath, siteAuthResponseSchema } from "@/features/site-auth/domain/site-auth-schemas";
import { tokenCookieMaxAge } from "@/features/site-auth/domain/token-cookie";
import { isTokenValid } from "@/features/site-auth/domain/token-validity";
import type { FetchLike, TokenStore } from "./ports";
import { parseJsonOrNull } from "./parse-json";

export type SiteTokenDeps = {
  fetch: FetchLike;
  tokens: TokenStore;
  /** API base without a trailing slash; "" is the same origin. */
  baseUrl: string;
  /** The site-level credential exchanged for a token. */
  siteCredential: string;
  now: () => number;
  locale?: string;
  /** When set, a stored token naming another user is dropped. */
  expectedUserId?: string | null;
  /**
   * True in the browser: the server also keeps the token in the HttpOnly `token` cookie, so
   * with no token in memory a call goes without a bearer and the cookie stands in for it.
   */
  cookieCarriesToken?: boolean;
};

export type SiteTokenProvider = {
  /** The stored token while valid; else null when the cookie stands in, else a new token. */
  getToken(): Promise<string | null>;
  /** Drops the stored token and fetches a new one. */
  refreshToken(): Promise<string>;
};

/**
 * Reuses the stored token until it is invalid (then drops it) and otherwise fetches a token
 * from POST /v4.0/site/auth, keeping it for two thirds of its remaining lifetime. Concurrent
 * callers share one fetch.
 */
export function createSiteTokenProvider(deps: SiteTokenDeps): SiteTokenProvider {
  let pending: Promise<string> | undefined;

  const fetchToken = async (): Promise<string> => {
    const response = await deps.fetch(`${deps.baseUrl}${siteAuthPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": deps.locale ?? "en" },
      body: JSON.stringify({ token: deps.siteCredential }),
      credentials: "same-origin",
    });
    const body = parseJsonOrNull(await response.text());
    const parsed = siteAuthResponseSchema.safeParse(body);
    if (!response.ok || !parsed.success) throw new CallApiError({ path: siteAuthPath, response, body });
    const maxAge = tokenCookieMaxAge(parsed.data.expiresAt, deps.now());
    if (maxAge > 0) deps.tokens.set(parsed.data.token, maxAge);
    return parsed.data.token;
  };

  const shared = (): Promise<string> => {
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return {
    async getToken() {
      const stored = deps.tokens.get();
      if (isTokenValid(stored, { nowMs: deps.now(), expectedUserId: deps.expectedUserId })) return stored!;
      if (stored !== undefined) deps.tokens.delete();
      return deps.cookieCarriesToken ? null : shared();
    },
    async refreshToken() {
      deps.tokens.delete();
      return shared();
    },
  };
}
