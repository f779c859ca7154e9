import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, lt, lte, notExists, or, sql } from "drizzle-orm";
import {
  afterFailure,
  effectLeaseMs,
  lookBackMs,
  paidOrderStatuses,
} from "@/features/purchase-events/domain/purchase-effects";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";
import { purchaseEffects } from "@/server/db/schema/purchase-events";

/** The effects table: which effect of which order is due, claimed, done (docs/purchase-events.md). */

export type EffectKey = { orderId: string; effect: string };
/** A claim on one effect: only its holder may finish it. */
export type EffectClaim = EffectKey & { token: string; attempts: number };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Paid orders of the look-back window that have no effect rows yet (optionally one order). */
export async function findPaidOrdersWithoutEffects(
  db: Db,
  now: Date,
  options: { orderId?: string; limit?: number } = {},
): Promise<{ id: string; kind: (typeof orders.$inferSelect)["kind"] }[]> {
  return db
    .select({ id: orders.id, kind: orders.kind })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...paidOrderStatuses]),
        gte(orders.createdAt, new Date(now.getTime() - lookBackMs)),
        options.orderId ? eq(orders.id, options.orderId) : undefined,
        notExists(
          db.select({ one: sql`1` }).from(purchaseEffects).where(eq(purchaseEffects.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(options.limit ?? 100);
}

/** Writes an order's effect rows once; rows already there are left as they are. */
export async function ensureEffects(db: Db, orderId: string, effects: readonly string[], now: Date): Promise<void> {
  if (effects.length === 0) return;
  await db
    .insert(purchaseEffects)
    .values(effects.map((effect) => ({ orderId, effect, nextAttemptAt: now, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}

const claimable = (now: Date) =>
  or(
    eq(purchaseEffects.status, "pending"),
    and(eq(purchaseEffects.status, "failed"), lte(purchaseEffects.nextAttemptAt, now)),
    and(eq(purchaseEffects.status, "running"), lt(purchaseEffects.leaseUntil, now)),
  );

/** Effects that may run now: new, due for a retry, or left running by a runner that stopped. */
export async function findDueEffects(
  db: Db,
  now: Date,
  options: { orderId?: string; limit?: number } = {},
): Promise<EffectKey[]> {
  return db
    .select({ orderId: purchaseEffects.orderId, effect: purchaseEffects.effect })
    .from(purchaseEffects)
    .where(and(claimable(now), options.orderId ? eq(purchaseEffects.orderId, options.orderId) : undefined))
    .orderBy(asc(purchaseEffects.createdAt), asc(purchaseEffects.orderId))
    .limit(options.limit ?? 200);
}

const keyIs = (key: EffectKey) =>
  and(eq(purchaseEffects.orderId, key.orderId), eq(purchaseEffects.effect, key.effect));

/**
 * Takes one effect for this runner in one statement: of two runners racing for it, one gets the
 * claim and the other null. Counts the try.
 */
export async function claimEffect(db: Db, key: EffectKey, now: Date): Promise<EffectClaim | null> {
  const token = randomUUID();
  const [row] = await db
    .update(purchaseEffects)
    .set({
      status: "running",
      leaseToken: token,
      leaseUntil: new Date(now.getTime() + effectLeaseMs),
      attempts: sql`${purchaseEffects.attempts} + 1`,
      updatedAt: now,
    })
    .where(and(keyIs(key), claimable(now)))
    .returning({ attempts: purchaseEffects.attempts });
  return row ? { ...key, token, attempts: row.attempts } : null;
}

/**
 * Marks a claimed effect done or skipped; false when the claim was lost (its lease lapsed and
 * another runner took it). Pass a transaction to make the effect and its marker one write.
 */
export async function finishEffect(
  db: Db | Tx,
  claim: EffectClaim,
  outcome: { status: "done" | "skipped"; note?: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(purchaseEffects)
    .set({
      status: outcome.status,
      note: outcome.note ?? null,
      leaseToken: null,
      leaseUntil: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(and(keyIs(claim), eq(purchaseEffects.leaseToken, claim.token), eq(purchaseEffects.status, "running")))
    .returning({ status: purchaseEffects.status });
  return rows.length === 1;
}

/** Records a failed try: retried later with backoff, or given up after the last try. */
export async function failEffect(
  db: Db,
  claim: EffectClaim,
  error: string,
  now: Date,
  note?: string,
): Promise<"failed" | "gave_up"> {
  const next = afterFailure(claim.attempts, now.getTime());
  await db
    .update(purchaseEffects)
    .set({
      status: next.status,
      lastError: error.slice(0, 500),
      leaseToken: null,
      leaseUntil: null,
      nextAttemptAt: next.status === "failed" ? new Date(next.nextAttemptAtMs) : now,
      ...(note === undefined ? {} : { note }),
      finishedAt: next.status === "gave_up" ? now : null,
      updatedAt: now,
    })
    .where(and(keyIs(claim), eq(purchaseEffects.leaseToken, claim.token)));
  return next.status;
}

/** The note an effect keeps between tries (e.g. the Slack outbox row it wrote). */
export async function effectNote(db: Db, key: EffectKey): Promise<string | null> {
  const [row] = await db.select({ note: purchaseEffects.note }).from(purchaseEffects).where(keyIs(key));
  return row?.note ?? null;
}

/** Every effect row of an order (for staff and tests). */
export async function listOrderEffects(db: Db, orderId: string) {
  return db
    .select()
    .from(purchaseEffects)
    .where(eq(purchaseEffects.orderId, orderId))
    .orderBy(asc(purchaseEffects.effect));
}
