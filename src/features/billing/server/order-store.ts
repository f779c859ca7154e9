import "server-only";
import { eq } from "drizzle-orm";
import type { OrderKind } from "@/features/billing/domain/order-states";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";

export type OrderRow = typeof orders.$inferSelect;

export type NewOrder = {
  userUuid: string;
  packageId: string;
  kind: OrderKind;
  currency: string;
  amountMinor: number;
  idempotencyKey: string;
  provider: ProviderName;
  subscriptionId?: string | null;
};

export type CreateOrderResult =
  | { ok: true; order: OrderRow; created: boolean }
  /** The key was already used for a different purchase: nothing was written. */
  | { ok: false; error: "idempotency_conflict"; order: OrderRow };

/**
 * Creates the order once per idempotency key (docs/billing.md, "Idempotency"): a repeated
 * request gets the order the first one made. The same key for another user, package or
 * amount is a conflict, never a silent second order.
 */
export async function createOrder(db: Db, input: NewOrder): Promise<CreateOrderResult> {
  const [inserted] = await db
    .insert(orders)
    .values(input)
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  if (inserted) return { ok: true, order: inserted, created: true };
  const [existing] = await db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, input.idempotencyKey));
  if (!existing) throw new Error("order idempotency key conflicted but no order holds it");
  const same =
    existing.userUuid === input.userUuid &&
    existing.packageId === input.packageId &&
    existing.kind === input.kind &&
    existing.currency === input.currency &&
    existing.amountMinor === input.amountMinor &&
    existing.provider === input.provider;
  return same
    ? { ok: true, order: existing, created: false }
    : { ok: false, error: "idempotency_conflict", order: existing };
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}
