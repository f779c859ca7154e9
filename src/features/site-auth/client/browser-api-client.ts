import { publicEnv } from "@/env";
import { createApiClient, type ApiClient } from "@/features/site-auth/api-client/call-api";
import { memoryTokenStore } from "@/features/site-auth/api-client/memory-token-store";

const clients = new Map<string, ApiClient>();

/**
 * The API client for browser code: same-origin (or NEXT_PUBLIC_API_URL). The token it fetches
 * stays in memory; the server also sets it as the HttpOnly `token` cookie, which same-origin
 * calls carry when memory is empty (after a reload). One client per locale and user, so
 * concurrent calls share a token fetch.
 */
export function getBrowserApiClient(options: { locale?: string; userId?: string | null } = {}): ApiClient {
  const key = `${options.locale ?? ""}|${options.userId ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({
      fetch: (input, init) => fetch(input, init),
      tokens: memoryTokenStore(Date.now),
      cookieCarriesToken: true,
      baseUrl: publicEnv.apiUrl.replace(/\/+$/, ""),
      siteCredential: publicEnv.siteCredential,
      now: Date.now,
      locale: options.locale,
      expectedUserId: options.userId,
      log: (message, context) => console.error(message, context),
    });
    clients.set(key, client);
  }
  return client;
}
