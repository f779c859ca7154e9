import "server-only";
import { SignJWT } from "jose";
import { getEnv } from "@/env";
import { siteTokenIssuer, siteTokenKey } from "./site-token-key";

export type SignedSiteToken = { token: string; expiresAt: number };

/**
 * A bearer token (JWT, HS256) with `uuid` and `exp` claims; `expiresAt` is `exp` in epoch
 * seconds. Other features (customer sign-in) sign their user tokens with it too.
 */
export async function signSiteToken(input: { uuid: string; nowMs: number; ttlSeconds?: number }): Promise<SignedSiteToken> {
  const issuedAt = Math.floor(input.nowMs / 1000);
  const expiresAt = issuedAt + (input.ttlSeconds ?? getEnv().SITE_TOKEN_TTL_SECONDS);
  const token = await new SignJWT({ uuid: input.uuid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(siteTokenIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(siteTokenKey());
  return { token, expiresAt };
}
