import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { OwnedInvoice } from "@/features/subscription/domain/account-overview";
import type { Db } from "@/server/db/db-type";
import { invoices, subscriptions } from "@/server/db/schema/billing";

export type { OwnedInvoice };

const invoiceId = z.uuid();

const columns = {
  id: invoices.id,
  status: invoices.status,
  amountMinor: invoices.amountMinor,
  currency: invoices.currency,
  periodStart: invoices.periodStart,
  periodEnd: invoices.periodEnd,
  paidAt: invoices.paidAt,
  createdAt: invoices.createdAt,
  packageId: subscriptions.packageId,
};

/** Our invoice number: the year and the first digits of its id (`PW-2026-1a2b3c4d`). */
function numberOf(row: { id: string; createdAt: Date }): string {
  return `PW-${row.createdAt.getUTCFullYear()}-${row.id.slice(0, 8).toUpperCase()}`;
}

/**
 * One invoice, only for the owner of its subscription: anyone else, an unknown id or a
 * malformed one gets null (the page answers 404, never "forbidden").
 */
export async function findOwnedInvoice(
  db: Db,
  userUuid: string,
  id: string,
): Promise<OwnedInvoice | null> {
  if (!invoiceId.safeParse(id).success) return null;
  const [row] = await db
    .select(columns)
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(and(eq(invoices.id, id), eq(subscriptions.userUuid, userUuid)));
  return row ? { ...row, number: numberOf(row) } : null;
}

/**
 * The owner's paid invoices with money in them, newest first: of one subscription, or without
 * `subscriptionId` of every subscription they have (the account page lists them all).
 */
export async function listOwnedInvoices(
  db: Db,
  userUuid: string,
  subscriptionId?: string,
): Promise<OwnedInvoice[]> {
  const rows = await db
    .select(columns)
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(
      and(
        subscriptionId ? eq(invoices.subscriptionId, subscriptionId) : undefined,
        eq(subscriptions.userUuid, userUuid),
      ),
    )
    .orderBy(desc(invoices.createdAt));
  return rows
    .filter((row) => row.status === "paid" && row.amountMinor > 0)
    .map((row) => ({ ...row, number: numberOf(row) }));
}
