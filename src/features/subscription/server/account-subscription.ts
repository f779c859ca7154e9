import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { invoices, subscriptions } from "@/server/db/schema/billing";
import { subscriptionRetentionOffers } from "@/server/db/schema/subscription-changes";
import type { SubscriptionRow } from "@/features/billing/server/subscription-store";
import { orderSubscriptionHistory } from "@/features/subscription/domain/subscription-history";

export type RetentionOfferRow = typeof subscriptionRetentionOffers.$inferSelect;

/**
 * Every subscription of the person, in account order (`orderSubscriptionHistory`): a running,
 * paid plan first, then plans whose first payment is still open, then ended ones. Only ever
 * looked up by the signed-in owner's uuid (or for support, by the customer's).
 */
export async function listAccountSubscriptions(db: Db, userUuid: string): Promise<SubscriptionRow[]> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userUuid, userUuid));
  return orderSubscriptionHistory(rows);
}

/**
 * The subscription the account page is about: the first in account order. A later checkout
 * whose first payment is open or refused never takes the place of a paid plan.
 */
export async function findAccountSubscription(
  db: Db,
  userUuid: string,
): Promise<SubscriptionRow | null> {
  return (await listAccountSubscriptions(db, userUuid))[0] ?? null;
}

export async function findRetentionOffer(
  db: Db,
  subscriptionId: string,
): Promise<RetentionOfferRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionRetentionOffers)
    .where(eq(subscriptionRetentionOffers.subscriptionId, subscriptionId));
  return row ?? null;
}

/**
 * Paid invoices with money in them: all of them, or those for periods starting after `since`
 * (the renewals after an offer was taken; the period running then was already paid).
 */
export async function countPaidInvoices(
  db: Db,
  subscriptionId: string,
  since?: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.status, "paid"),
        gt(invoices.amountMinor, 0),
        since ? gt(invoices.periodStart, since) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
