export type TokenClaims = { exp?: number; uuid?: string; [claim: string]: unknown };

/** The payload of a JWT without checking its signature; null when it is not a JWT. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => part === "")) return null;
  try {
    const base64 = parts[1]!.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === "object" && !Array.isArray(claims) ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * Token validity of spec section 5: three dot-separated parts, an `exp` claim in the future
 * (seconds) and, when an expected user is given and the token names one, the same `uuid`.
 */
export function isTokenValid(
  token: string | null | undefined,
  options: { nowMs: number; expectedUserId?: string | null },
): boolean {
  if (!token) return false;
  const claims = decodeTokenClaims(token);
  if (!claims || typeof claims.exp !== "number") return false;
  if (claims.exp * 1000 <= options.nowMs) return false;
  if (options.expectedUserId && claims.uuid !== undefined && claims.uuid !== options.expectedUserId) return false;
  return true;
}
