/** Name of the cookie that keeps the bearer token. */
export const tokenCookieName = "token";

/**
 * The token cookie lives two thirds of the time until `expiresAt` (epoch seconds), so a
 * stored token is replaced well before the server would refuse it. 0 means: do not store.
 */
export function tokenCookieMaxAge(expiresAtSeconds: number, nowMs: number): number {
  const remaining = expiresAtSeconds - nowMs / 1000;
  return remaining > 0 ? Math.floor((remaining * 2) / 3) : 0;
}
