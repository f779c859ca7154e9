import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { isVisitorId } from "@/features/attribution/domain/visitor-id";
import type { KeyRing } from "@/server/secrets/key-ring";
import { getServerSecrets } from "@/server/secrets/server-secrets";

/**
 * The HttpOnly cookie the server sets beside a `proxy_user_id` it minted: an HMAC of that id.
 * No script can read it and no link carries it, so knowing a visitor's id (it is readable, and
 * travels in hand-off links) is not enough to make its seal (docs/attribution.md, "Visitor
 * identity").
 */
export const visitorSealCookie = "proxy_user_seal";

const label = "platewise:visitor-seal:v1";

function sealWith(secret: string, visitorId: string): string {
  const key = createHmac("sha256", secret).update(label).digest();
  return createHmac("sha256", key).update(visitorId.toLowerCase()).digest("base64url");
}

/** The seal of a visitor id the server just minted, under the first site-token key. */
export function sealVisitorId(visitorId: string, keys: KeyRing = getServerSecrets().siteTokenKeys): string {
  return sealWith(keys[0].secret, visitorId);
}

/**
 * True when the id is one this server minted for the browser that sends it: the seal cookie
 * checks under any key of the site-token ring. An id without a seal (typed into the cookie,
 * copied from a link, minted by a browser, or older than the seal) is false.
 */
export function isSealedVisitorId(
  visitorId: string | null | undefined,
  seal: string | null | undefined,
  keys: KeyRing = getServerSecrets().siteTokenKeys,
): visitorId is string {
  if (!isVisitorId(visitorId) || typeof seal !== "string") return false;
  const given = Buffer.from(seal);
  return keys.some((key) => {
    const expected = Buffer.from(sealWith(key.secret, visitorId));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
