import "server-only";
import { signWithKeyRing } from "@/server/secrets/key-ring-jwt";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import { sessionAudience, sessionClaimsSchema, sessionIssuer, type SessionClaims } from "./session-claims";

/**
 * A session token for the `session` cookie: HS256 with the first SESSION_KEYS key (its kid in
 * the header), audience `platewise-session`, expiring after `ttlSeconds`.
 */
export async function signSessionToken(
  claims: SessionClaims,
  options: { ttlSeconds: number; nowMs?: number },
): Promise<string> {
  const issuedAt = Math.floor((options.nowMs ?? Date.now()) / 1000);
  return signWithKeyRing(sessionClaimsSchema.parse(claims), getServerSecrets().sessionKeys, {
    audience: sessionAudience,
    issuer: sessionIssuer,
    issuedAt,
    expiresAt: issuedAt + options.ttlSeconds,
  });
}
