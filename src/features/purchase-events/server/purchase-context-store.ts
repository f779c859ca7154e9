import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { purchaseContexts } from "@/server/db/schema/purchase-events";
import type { RequestContext } from "@/server/request-context/request-context";

/** The visitor's facts at checkout, kept per order for its after-payment effects. */
export type PurchaseContext = {
  /** Our order (uuid). */
  orderId: string;
  /** The visitor's proxy_user_id. */
  visitorId: string;
  locale: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  consent: RequestContext["consent"];
  attribution: RequestContext["attribution"];
  /** The checkout page's address. */
  pageUrl: string;
  userAgent: string | null;
  /** For server-side conversions only; never logged (docs/purchase-events.md). */
  ipAddress: string | null;
  /** Ad click ids from the cookies: _fbp, _fbc / custom_fbc, ttclid, gclid… */
  clickIds: Record<string, string>;
  quizName: string | null;
};

/**
 * Keeps the context of an order once: a repeat (a retried checkout, a double call) keeps the
 * first one and changes nothing.
 */
export async function recordPurchaseContext(db: Db, context: PurchaseContext): Promise<void> {
  await db
    .insert(purchaseContexts)
    .values({
      orderId: context.orderId,
      visitorId: context.visitorId,
      locale: context.locale,
      country: context.country,
      consent: { ...context.consent },
      attribution: { ...context.attribution },
      pageUrl: context.pageUrl,
      userAgent: context.userAgent,
      ipAddress: context.ipAddress,
      clickIds: { ...context.clickIds },
      quizName: context.quizName,
    })
    .onConflictDoNothing({ target: purchaseContexts.orderId });
}

/** The stored context of an order, or null when none was recorded. */
export async function loadPurchaseContext(db: Db, orderId: string): Promise<PurchaseContext | null> {
  const [row] = await db
    .select()
    .from(purchaseContexts)
    .where(eq(purchaseContexts.orderId, orderId))
    .limit(1);
  if (!row) return null;
  const consent = row.consent;
  return {
    orderId: row.orderId,
    visitorId: row.visitorId,
    locale: row.locale,
    country: row.country,
    consent: {
      necessary: consent.necessary === true,
      performance: consent.performance === true,
      functional: consent.functional === true,
      targeting: consent.targeting === true,
    },
    attribution: row.attribution,
    pageUrl: row.pageUrl,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    clickIds: row.clickIds,
    quizName: row.quizName,
  };
}

/** Forgets the buyer's address once no conversion needs it any more. */
export async function forgetPurchaseIpAddress(db: Db, orderId: string): Promise<void> {
  await db
    .update(purchaseContexts)
    .set({ ipAddress: null })
    .where(eq(purchaseContexts.orderId, orderId));
}
