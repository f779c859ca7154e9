import "server-only";
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { publicEnv } from "@/env";
import { isVisitorId } from "@/features/attribution/domain/visitor-id";
import { signSiteToken, type SignedSiteToken } from "./sign-site-token";

/** Compares the site credential in constant time. */
export function isSiteCredential(candidate: string, expected: string = publicEnv.siteCredential): boolean {
  const a = createHash("sha256").update(candidate).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * POST /v4.0/site/auth: exchanges the site credential for a site token. The token's uuid is
 * the visitor id (proxy_user_id) when known, else a new random id. Null: wrong credential.
 */
export async function issueSiteToken(input: {
  credential: string;
  visitorId?: string;
  nowMs: number;
}): Promise<SignedSiteToken | null> {
  if (!isSiteCredential(input.credential)) return null;
  const uuid = isVisitorId(input.visitorId) ? input.visitorId : randomUUID();
  return signSiteToken({ uuid, nowMs: input.nowMs });
}
