import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { pricePackageFromColumns } from "@/features/billing/domain/price-package-columns";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import type { OrderRow } from "@/features/billing/server/order-store";
import { isCurrencyCode, type CurrencyCode } from "@/features/pricing/domain/currencies";
import type { PricePackage } from "@/features/pricing/domain/package";
import { getFunnel } from "@/features/quiz/server/get-funnel";
import { readFunnelUpsellChain, type FunnelUpsellChain } from "@/features/upsell/domain/funnel-upsell-chain";
import {
  planUpsellChain,
  type UpsellBundle,
  type UpsellPlan,
} from "@/features/upsell/domain/plan-upsell-chain";
import type { UpsellStepRecord } from "@/features/upsell/domain/upsell-progress";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { upsellBundles, upsellChains, upsellSteps } from "@/server/db/schema/upsell";

export type UpsellChain = { initialOrderId: string; currency: CurrencyCode; plan: UpsellPlan };

/**
 * The paid initial order a purchase pass names, when it is its buyer's (docs/upsell.md,
 * "Who may buy"); null otherwise — an unpaid, refunded or someone else's order unlocks nothing.
 */
export async function findPaidInitialOrder(
  db: Db,
  purchase: { orderId: string; userUuid: string },
): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, purchase.orderId));
  if (!order || order.userUuid !== purchase.userUuid || order.kind !== "initial") return null;
  return order.status === "paid" ? order : null;
}

/** Stored, active, valid packages: the only ones an offer may name. */
export async function loadActivePackages(db: Db): Promise<PricePackage[]> {
  const rows = await db.select().from(pricePackages).where(eq(pricePackages.active, true));
  return rows.flatMap((row) => {
    const pkg = pricePackageFromColumns(row);
    return pkg ? [pkg] : [];
  });
}

async function loadBundles(db: Db): Promise<UpsellBundle[]> {
  const rows = await db.select().from(upsellBundles);
  return rows.map((row) => ({
    packageId: row.packageId,
    includes: Array.isArray(row.includedPackageIds)
      ? row.includedPackageIds.filter((id): id is string => typeof id === "string")
      : [],
  }));
}

/** The upsell chain a funnel's published definition sets (name or alias), or null. */
export async function loadFunnelUpsellChain(db: Db, quizName: string | null | undefined): Promise<FunnelUpsellChain | null> {
  if (!quizName) return null;
  const funnel = await getFunnel(db, quizName);
  return readFunnelUpsellChain(funnel?.definition.upsell);
}

/**
 * The chain of an initial order: decided once, at its first upsell page or answer, from the
 * buyer's funnel and instructions then, and kept, so a reload, a changed experiment or a newly
 * published funnel never reshuffles the offers under the buyer. Racing first requests store one
 * chain.
 */
export async function ensureUpsellChain(
  db: Db,
  order: OrderRow,
  instructions: Readonly<Record<string, unknown>>,
  quizName?: string | null,
): Promise<UpsellChain | null> {
  if (!isCurrencyCode(order.currency)) return null;
  const stored = await findChain(db, order.id);
  if (stored) return stored;
  const plan = planUpsellChain({
    instructions,
    packages: await loadActivePackages(db),
    bundles: await loadBundles(db),
    currency: order.currency,
    funnelChain: await loadFunnelUpsellChain(db, quizName),
  });
  await db
    .insert(upsellChains)
    .values({ initialOrderId: order.id, currency: order.currency, plan })
    .onConflictDoNothing({ target: upsellChains.initialOrderId });
  return findChain(db, order.id);
}

async function findChain(db: Db, initialOrderId: string): Promise<UpsellChain | null> {
  const [row] = await db
    .select()
    .from(upsellChains)
    .where(eq(upsellChains.initialOrderId, initialOrderId));
  if (!row || !isCurrencyCode(row.currency)) return null;
  return { initialOrderId, currency: row.currency, plan: row.plan };
}

export type StepRow = typeof upsellSteps.$inferSelect;

export async function readStepRecords(db: Db, initialOrderId: string): Promise<UpsellStepRecord[]> {
  const rows = await db
    .select()
    .from(upsellSteps)
    .where(eq(upsellSteps.initialOrderId, initialOrderId));
  return rows.map((row) => ({ step: row.step, status: row.status, failureCode: row.failureCode }));
}

/** Notes that an offer's page was shown (once; a reload keeps the first time). */
export async function markStepShown(db: Db, initialOrderId: string, step: number, at: Date) {
  await db
    .insert(upsellSteps)
    .values({ initialOrderId, step, status: "shown", shownAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

const sameList = (a: readonly string[] | null, b: readonly string[]) =>
  !!a && a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Claims a step for charging these packages, with its row locked: a step shown (or never
 * shown) becomes `accepting`; a step already claimed, accepted or failed with the same
 * packages is claimed again (its charges replay under the same keys); anything else — a
 * declined step, or another selection — is refused, so one step never buys twice.
 */
export async function claimStep(
  db: Db,
  input: { initialOrderId: string; step: number; packageIds: readonly string[] },
  at: Date,
): Promise<boolean> {
  const packageIds = [...input.packageIds];
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(upsellSteps)
      .values({
        initialOrderId: input.initialOrderId,
        step: input.step,
        status: "accepting",
        packageIds,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return true;
    const where = and(
      eq(upsellSteps.initialOrderId, input.initialOrderId),
      eq(upsellSteps.step, input.step),
    );
    const [row] = await tx.select().from(upsellSteps).where(where).for("update");
    if (!row) return false;
    if (row.status === "shown") {
      await tx
        .update(upsellSteps)
        .set({ status: "accepting", packageIds, updatedAt: at })
        .where(where);
      return true;
    }
    return row.status !== "declined" && sameList(row.packageIds, packageIds);
  });
}

/** Records how an accepted step's charges ended (or puts it back to `shown` when nothing happened). */
export async function finishStep(
  db: Db,
  input: {
    initialOrderId: string;
    step: number;
    status: "accepted" | "failed" | "accepting" | "shown";
    orderIds?: readonly string[];
    failureCode?: PaymentErrorCode | null;
  },
  at: Date,
) {
  const answered = input.status === "accepted" || input.status === "failed";
  await db
    .update(upsellSteps)
    .set({
      status: input.status,
      orderIds: input.orderIds ? [...input.orderIds] : null,
      failureCode: input.failureCode ?? null,
      answeredAt: answered ? at : null,
      updatedAt: at,
    })
    .where(
      and(eq(upsellSteps.initialOrderId, input.initialOrderId), eq(upsellSteps.step, input.step)),
    );
}

/**
 * Declines a step that was not bought: from shown (or never shown), or from a charge the
 * provider left undecided. A step accepted or failed keeps its answer (false).
 */
export async function declineStep(
  db: Db,
  input: { initialOrderId: string; step: number },
  at: Date,
): Promise<boolean> {
  const [inserted] = await db
    .insert(upsellSteps)
    .values({
      initialOrderId: input.initialOrderId,
      step: input.step,
      status: "declined",
      answeredAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return true;
  const updated = await db
    .update(upsellSteps)
    .set({ status: "declined", answeredAt: at, updatedAt: at })
    .where(
      and(
        eq(upsellSteps.initialOrderId, input.initialOrderId),
        eq(upsellSteps.step, input.step),
        inArray(upsellSteps.status, ["shown", "accepting", "declined"]),
      ),
    )
    .returning();
  return updated.length > 0;
}

/**
 * The upsell orders bought after one initial order, in step order (for the thank-you page and
 * receipts): the orders of its accepted steps. Read their packages with `findOrderItems`.
 */
export async function upsellOrderIdsOf(db: Db, initialOrderId: string): Promise<string[]> {
  const rows = await db
    .select({ step: upsellSteps.step, orderIds: upsellSteps.orderIds })
    .from(upsellSteps)
    .where(and(eq(upsellSteps.initialOrderId, initialOrderId), eq(upsellSteps.status, "accepted")));
  return rows
    .sort((a, b) => a.step - b.step)
    .flatMap((row) => (Array.isArray(row.orderIds) ? row.orderIds : []));
}
