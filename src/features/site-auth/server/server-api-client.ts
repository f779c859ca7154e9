import "server-only";
import { cookies, headers } from "next/headers";
import { getEnv, publicEnv } from "@/env";
import { createApiClient, type ApiClient } from "@/features/site-auth/api-client/call-api";
import { tokenCookieName } from "@/features/site-auth/domain/token-cookie";
import { httpOnlyCookieOptions } from "@/server/auth/http-only-cookie";
import { logger } from "@/server/log/logger";

/**
 * The API client for server code (server components, actions, route handlers): the product's
 * API host (NEXT_PUBLIC_API_URL, else SITE_URL), the visitor's HttpOnly `token` cookie, and the
 * visitor's X-Forwarded-For and host forwarded. The cookie is written where Next.js allows it
 * (actions and route handlers); in a server component the token is then simply not stored.
 */
export async function getServerApiClient(options: { locale?: string; userId?: string | null } = {}): Promise<ApiClient> {
  const cookieStore = await cookies();
  const incoming = await headers();
  const base = (publicEnv.apiUrl || getEnv().SITE_URL).replace(/\/+$/, "");
  return createApiClient({
    fetch: (input, init) => fetch(input, { ...init, cache: "no-store" }),
    tokens: {
      get: () => cookieStore.get(tokenCookieName)?.value,
      set: (token, maxAge) => {
        try {
          cookieStore.set(tokenCookieName, token, httpOnlyCookieOptions(incoming, maxAge));
        } catch {
          // Server components cannot set cookies; the next action or page refreshes it.
        }
      },
      delete: () => {
        try {
          cookieStore.delete(tokenCookieName);
        } catch {
          // Same as above.
        }
      },
    },
    baseUrl: base,
    siteCredential: publicEnv.siteCredential,
    now: Date.now,
    locale: options.locale,
    expectedUserId: options.userId,
    server: {
      forwardedFor: incoming.get("x-forwarded-for") ?? undefined,
      originHost: incoming.get("host") ?? undefined,
    },
    log: (message, context) => logger.warn(message, context),
  });
}
