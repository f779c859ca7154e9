import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, not, or } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { authSessions, authUsers } from "@/server/db/schema/auth";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import { hasOrderOutsidePurchase } from "./purchase-session-scope";
import { betterAuthSecret } from "./auth-secret";

export type SessionOwner = { uuid: string; email: string };

/**
 * The session token inside a cookie value `token.signature` (better-auth's signed cookie:
 * HMAC-SHA256 of the token, base64), or null when the signature is not ours. The value may
 * arrive URL-encoded (raw Cookie header) or decoded (Next's cookie store).
 */
export function verifiedSessionToken(cookieValue: string, secret: string = betterAuthSecret(getServerSecrets().sessionKeys)): string | null {
  let value = cookieValue;
  if (value.includes("%")) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

/** The cookie value of a session token, signed the way better-auth signs it (see above). */
export function signedSessionToken(token: string, secret: string = betterAuthSecret(getServerSecrets().sessionKeys)): string {
  return `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
}

/**
 * Who owns a session cookie: a signed token naming a session that has not expired — and, for a
 * session opened right after a purchase, while the account holds nothing but that purchase.
 * Reads only (no refresh, no clean-up), so a page render never writes (docs/account.md,
 * "Sessions").
 */
export async function readSessionOwner(db: Db, cookieValue: string | undefined, now: Date): Promise<SessionOwner | null> {
  if (!cookieValue) return null;
  const token = verifiedSessionToken(cookieValue);
  if (!token) return null;
  const [row] = await db
    .select({ uuid: authUsers.id, email: authUsers.email })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.token, token),
        gt(authSessions.expiresAt, now),
        or(isNull(authSessions.purchaseOrderId), not(hasOrderOutsidePurchase(authSessions.userId, authSessions.purchaseOrderId))),
      ),
    )
    .limit(1);
  return row ?? null;
}
