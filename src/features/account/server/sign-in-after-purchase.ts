import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, not } from "drizzle-orm";
import { hasOrderOutsidePurchase } from "@/server/auth/purchase-session-scope";
import { signedSessionToken } from "@/server/auth/read-session";
import type { Db } from "@/server/db/db-type";
import { authSessions, authUsers } from "@/server/db/schema/auth";
import { orders } from "@/server/db/schema/billing";
import { users } from "@/server/db/schema/quiz";
import { prepareSignInCustomer } from "./prepare-sign-in-customer";

/** What the purchase pass says of the purchase (the `purchase` cookie's claims). */
export type PurchasePass = { orderId: string; userUuid: string; newAccount: boolean };

/**
 * A session opened right after paying lasts a week at most; then, or as soon as the address
 * is proven, the buyer signs in with the mailed code or link (docs/account.md).
 */
export const purchaseSessionSeconds = 7 * 24 * 60 * 60;

export type PurchaseSignIn = "allowed" | "proof_needed";

const paidStatuses = ["paid", "partially_refunded"] as const;

/**
 * Whether the holder of a purchase pass may enter the account without proving the address
 * (docs/account.md, "Right after paying"): only when this purchase created the account (the
 * pass says so: the checkout or this browser's own quiz made it), its initial order is paid,
 * the address was never proven by a code or link, and nothing but this purchase is on the
 * account. Reads only, so the thank-you page may ask while it renders.
 */
export async function purchaseSignInFor(db: Db, pass: PurchasePass): Promise<PurchaseSignIn> {
  if (!pass.newAccount) return "proof_needed";
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, pass.orderId),
        eq(orders.userUuid, pass.userUuid),
        eq(orders.kind, "initial"),
        inArray(orders.status, [...paidStatuses]),
        not(hasOrderOutsidePurchase(pass.userUuid, pass.orderId)),
      ),
    );
  if (!order) return "proof_needed";
  const [proven] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.id, pass.userUuid), eq(authUsers.emailVerified, true)));
  return proven ? "proof_needed" : "allowed";
}

export type PurchaseSession = { ok: true; sessionCookie: string; userId: string; maxAgeSeconds: number };

/**
 * Opens the post-purchase session: a better-auth session row marked with the purchase's
 * initial order, which `readSessionOwner` honours only while the account holds nothing but
 * this purchase, and which better-auth deletes at the first sign-in by code or link (it ends
 * every session of an address not proven before). `proof_needed` when it is not allowed.
 */
export async function signInAfterPurchase(
  db: Db,
  pass: PurchasePass,
  request: { userAgent: string | null; clientAddress: string | null; now: Date },
): Promise<PurchaseSession | { ok: false; reason: "proof_needed" }> {
  if ((await purchaseSignInFor(db, pass)) !== "allowed") return { ok: false, reason: "proof_needed" };
  const [customer] = await db.select({ email: users.email }).from(users).where(eq(users.uuid, pass.userUuid));
  if (!customer) return { ok: false, reason: "proof_needed" };
  const prepared = await prepareSignInCustomer(db, customer.email);
  if (prepared?.uuid !== pass.userUuid) return { ok: false, reason: "proof_needed" };
  const token = randomBytes(24).toString("base64url");
  await db.insert(authSessions).values({
    token,
    userId: pass.userUuid,
    expiresAt: new Date(request.now.getTime() + purchaseSessionSeconds * 1000),
    ipAddress: request.clientAddress,
    userAgent: request.userAgent?.slice(0, 500) ?? null,
    purchaseOrderId: pass.orderId,
  });
  return { ok: true, sessionCookie: signedSessionToken(token), userId: pass.userUuid, maxAgeSeconds: purchaseSessionSeconds };
}
