import "server-only";
import { getEnv } from "@/env";
import { signWithKeyRing } from "@/server/secrets/key-ring-jwt";
import { siteTokenAudience, siteTokenIssuer, siteTokenKeyRing } from "./site-token-key";

export type SignedSiteToken = { token: string; expiresAt: number };

/**
 * A bearer token (JWT, HS256, `kid` of the signing key) with `uuid` and `exp` claims;
 * `expiresAt` is `exp` in epoch seconds.
 */
export async function signSiteToken(input: { uuid: string; nowMs: number; ttlSeconds?: number }): Promise<SignedSiteToken> {
  const issuedAt = Math.floor(input.nowMs / 1000);
  const expiresAt = issuedAt + (input.ttlSeconds ?? getEnv().SITE_TOKEN_TTL_SECONDS);
  const token = await signWithKeyRing({ uuid: input.uuid }, siteTokenKeyRing(), {
    audience: siteTokenAudience,
    issuer: siteTokenIssuer,
    issuedAt,
    expiresAt,
  });
  return { token, expiresAt };
}
