import "server-only";

export type GoogleOAuthConfig = { tokenUrl: string; clientId: string; clientSecret: string; refreshToken: string };

/**
 * Access tokens from a refresh token (OAuth 2.0), cached until a minute before expiry.
 */
export function createGoogleAccessTokens(config: GoogleOAuthConfig, fetchImpl: typeof fetch = fetch, now = Date.now) {
  let cached: { token: string; expiresAtMs: number } | undefined;
  return async function accessToken(): Promise<string> {
    if (cached && cached.expiresAtMs - 60_000 > now()) return cached.token;
    const response = await fetchImpl(config.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: config.refreshToken,
      }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) throw new Error(`Google OAuth refused: ${response.status}`);
    cached = { token: body.access_token, expiresAtMs: now() + (body.expires_in ?? 3600) * 1000 };
    return cached.token;
  };
}
