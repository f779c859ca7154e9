import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { invoices, subscriptions } from "@/server/db/schema/billing";
import { subscriptionRetentionOffers } from "@/server/db/schema/subscription-changes";
import type { SubscriptionRow } from "@/features/billing/server/subscription-store";

export type RetentionOfferRow = typeof subscriptionRetentionOffers.$inferSelect;

/**
 * The subscription the account page is about: the person's newest one that has not ended, else
 * their newest. Only ever looked up by the signed-in owner's uuid.
 */
export async function findAccountSubscription(
  db: Db,
  userUuid: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userUuid, userUuid))
    .orderBy(
      sql`case when ${subscriptions.status} in ('canceled', 'expired') then 1 else 0 end`,
      desc(subscriptions.createdAt),
    )
    .limit(1);
  return row ?? null;
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
