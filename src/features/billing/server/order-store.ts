import "server-only";
import { asc, eq } from "drizzle-orm";
import type { OrderKind } from "@/features/billing/domain/order-states";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";
import { orderItems } from "@/server/db/schema/order-items";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** One package of an order that holds several (docs/upsell.md, "Orders with several packages"). */
export type NewOrderItem = { packageId: string; amountMinor: number };

export type NewOrder = {
  userUuid: string;
  packageId: string;
  kind: OrderKind;
  currency: string;
  amountMinor: number;
  idempotencyKey: string;
  provider: ProviderName;
  subscriptionId?: string | null;
  /** Who sent the key's first request (a hash of the browser's visitor id or quiz session). */
  attemptOwner?: string | null;
  /**
   * The packages the order holds, written with it: `packageId` must be the first item's and
   * `amountMinor` their sum. Upsell orders always list theirs.
   */
  items?: readonly NewOrderItem[];
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
  const { items, ...order } = input;
  if (items && !itemsMatchOrder(input, items))
    throw new Error("order items must start with the order's package and add up to its amount");
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values(order)
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    if (row && items?.length)
      await tx.insert(orderItems).values(
        items.map((item, position) => ({
          orderId: row.id,
          packageId: item.packageId,
          amountMinor: item.amountMinor,
          currency: row.currency,
          position,
        })),
      );
    return row;
  });
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
    existing.provider === input.provider &&
    (!items || sameItems(await findOrderItems(db, existing.id), items));
  return same
    ? { ok: true, order: existing, created: false }
    : { ok: false, error: "idempotency_conflict", order: existing };
}

/** The items of an order, in their order; empty for an order that holds only its package. */
export async function findOrderItems(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

function itemsMatchOrder(order: NewOrder, items: readonly NewOrderItem[]): boolean {
  const total = items.reduce((sum, item) => sum + item.amountMinor, 0);
  return items[0]?.packageId === order.packageId && total === order.amountMinor;
}

function sameItems(stored: readonly OrderItemRow[], wanted: readonly NewOrderItem[]): boolean {
  return (
    stored.length === wanted.length &&
    wanted.every(
      (item, index) =>
        stored[index]?.packageId === item.packageId && stored[index]?.amountMinor === item.amountMinor,
    )
  );
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}
