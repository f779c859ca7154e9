import "server-only";
import { eq, sql } from "drizzle-orm";
import type { SupportSearch } from "@/features/support-proxy/domain/search-query";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";
import { users } from "@/server/db/schema/quiz";

export type FoundCustomer = { uuid: string; email: string; createdAt: Date; matchedBy: "email" | "customer" | "order" };

/**
 * The one customer a search names (docs/support-proxy.md, "Search"): by e-mail (case aside),
 * by customer id, or by the id of one of their orders — exact matches only, never a prefix.
 */
export async function findCustomer(db: Db, search: SupportSearch): Promise<FoundCustomer | null> {
  if (search.kind === "email") {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${search.email}`).limit(1);
    return row ? { uuid: row.uuid, email: row.email, createdAt: row.createdAt, matchedBy: "email" } : null;
  }
  if (search.kind !== "id") return null;
  const [byId] = await db.select().from(users).where(eq(users.uuid, search.id)).limit(1);
  if (byId) return { uuid: byId.uuid, email: byId.email, createdAt: byId.createdAt, matchedBy: "customer" };
  const [byOrder] = await db
    .select({ uuid: users.uuid, email: users.email, createdAt: users.createdAt })
    .from(orders)
    .innerJoin(users, eq(users.uuid, orders.userUuid))
    .where(eq(orders.id, search.id))
    .limit(1);
  return byOrder ? { ...byOrder, matchedBy: "order" } : null;
}

export async function customerById(db: Db, uuid: string): Promise<{ uuid: string; email: string; locale: string } | null> {
  const [row] = await db.select({ uuid: users.uuid, email: users.email, locale: users.locale }).from(users).where(eq(users.uuid, uuid)).limit(1);
  return row ?? null;
}
