import "server-only";
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { publicEnv } from "@/env";
import { isSealedVisitorId } from "@/features/attribution/server/visitor-seal";
import { signSiteToken, type SignedSiteToken } from "./sign-site-token";

/** Compares the site credential in constant time. */
export function isSiteCredential(candidate: string, expected: string = publicEnv.siteCredential): boolean {
  const a = createHash("sha256").update(candidate).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * POST /v4.0/site/auth: exchanges the site credential for a site token. The token names the
 * signed-in customer (`customerId`, from the session), else the visitor's own id when this
 * server minted it for this browser (`visitorSeal`, the HttpOnly `proxy_user_seal` cookie,
 * checks), else a new random id: a `proxy_user_id` the server did not issue to this browser —
 * made up, copied from someone else, or older than the seal — is never put in a token.
 * Null: wrong credential.
 */
export async function issueSiteToken(input: {
  credential: string;
  customerId?: string;
  visitorId?: string;
  visitorSeal?: string;
  nowMs: number;
}): Promise<SignedSiteToken | null> {
  if (!isSiteCredential(input.credential)) return null;
  const uuid = input.customerId ?? (isSealedVisitorId(input.visitorId, input.visitorSeal) ? input.visitorId : randomUUID());
  return signSiteToken({ uuid, nowMs: input.nowMs });
}
