import "server-only";
import { cookies } from "next/headers";
import { z } from "zod";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { httpOnlyCookieOptions, type CookieWriter, type RequestSource } from "@/server/auth/http-only-cookie";
import { signWithKeyRing, verifyWithKeyRing } from "@/server/secrets/key-ring-jwt";
import { getServerSecrets } from "@/server/secrets/server-secrets";

/**
 * The buyer's purchase pass (docs/checkout.md, "The purchase cookie"): after a checkout the
 * browser holds, in the HttpOnly `purchase` cookie, a signed token naming the initial order and
 * its buyer. Only it unlocks the order's status, the upsells (charged to the method that order
 * saved) and the thank-you page; nothing about an order is ever found by an id in the address.
 */
export const purchaseCookieName = "purchase";

/** One day: long enough to finish the upsells and come back to the thank-you page. */
export const purchaseCookieMaxAgeSeconds = 24 * 60 * 60;

const purchaseAudience = "platewise-purchase";
const purchaseIssuer = "platewise";

export const purchaseClaimsSchema = z.object({
  /** The checkout's (initial) order. */
  orderId: z.uuid(),
  userUuid: z.uuid(),
  /** The funnel the visitor bought from (its final page), when known. */
  quizName: z.string().max(200).nullable(),
  locale: z.string().min(2).max(10),
  /**
   * True when this purchase made the account (the checkout created it, or this browser's own
   * quiz did): then the buyer may enter it right after paying (docs/account.md, "Right after
   * paying"). Older passes have no such claim: false.
   */
  newAccount: z.boolean().default(false),
});
export type PurchaseClaims = z.output<typeof purchaseClaimsSchema>;

export async function signPurchaseToken(claims: z.input<typeof purchaseClaimsSchema>, nowMs: number = Date.now()): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return signWithKeyRing(purchaseClaimsSchema.parse(claims), getServerSecrets().sessionKeys, {
    audience: purchaseAudience,
    issuer: purchaseIssuer,
    issuedAt,
    expiresAt: issuedAt + purchaseCookieMaxAgeSeconds,
  });
}

/** The claims of a purchase token, or null when it is missing, expired, forged or malformed. */
export async function readPurchaseToken(
  token: string | undefined,
  nowMs: number = Date.now(),
): Promise<PurchaseClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await verifyWithKeyRing(token, getServerSecrets().sessionKeys, {
      audience: purchaseAudience,
      issuer: purchaseIssuer,
      nowMs,
    });
    const claims = purchaseClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

/** The purchase of the current request (pages, server actions, route handlers). */
export async function readPurchase(): Promise<PurchaseClaims | null> {
  return readPurchaseToken((await cookies()).get(purchaseCookieName)?.value);
}

/** The purchase of an API route's request, from its Cookie header. */
export async function readPurchaseOf(request: Request): Promise<PurchaseClaims | null> {
  return readPurchaseToken(parseCookieHeader(request.headers.get("cookie"))[purchaseCookieName]);
}

export async function writePurchaseCookie(
  target: CookieWriter,
  claims: z.input<typeof purchaseClaimsSchema>,
  request: RequestSource,
): Promise<void> {
  target.set(
    purchaseCookieName,
    await signPurchaseToken(claims),
    httpOnlyCookieOptions(request, purchaseCookieMaxAgeSeconds),
  );
}
