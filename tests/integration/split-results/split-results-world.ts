import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";
import { pageSplitGroups, splitConfigGroups, splitConfigs, splitExposures } from "@/server/db/schema/experiments";
import { purchaseContexts } from "@/server/db/schema/purchase-events";
import { createUser, introPlan, recipeBook } from "../billing/billing-test-setup";

let orderCount = 0;

/** Writers of the raw rows the split results read: configurations, exposures, orders. */
export function splitResultsWorld(db: Db) {
  return {
    async stepSplit(name: string, percents: number[]) {
      const [config] = await db
        .insert(splitConfigs)
        .values({ name, step: "step_one", participantPercentage: 100 })
        .returning({ id: splitConfigs.id });
      await db.insert(splitConfigGroups).values(percents.map((percent, position) => ({ configId: config!.id, position, percent })));
    },
    async pageSplit(name: string, options: Array<{ id: string; weight: number }>) {
      await db.insert(pageSplitGroups).values({
        name,
        paths: ["/"],
        coverage: 100,
        options: options.map((o) => ({ ...o, url: `/${o.id}` })),
      });
    },
    async exposures(splitName: string, groupKey: string, visitors: string[], at = new Date()) {
      if (visitors.length === 0) return;
      await db.insert(splitExposures).values(
        visitors.map((visitorId) => ({ visitorId, splitName, step: "step_one", groupKey, createdAt: at })),
      );
    },
    /** A paid initial order of a new buyer with the visitor's purchase context. */
    async purchase(visitor: string, amountMinor: number, options: { currency?: string; status?: "paid" | "pending"; at?: Date } = {}) {
      const { userUuid } = await createUser(db);
      const id = await this.order(userUuid, "initial", amountMinor, options);
      await db.insert(purchaseContexts).values({
        orderId: id,
        visitorId: visitor,
        locale: "en",
        country: "US",
        consent: {},
        attribution: {},
        pageUrl: "https://platewise.example/checkout",
        clickIds: {},
      });
      return { orderId: id, userUuid };
    },
    async order(
      userUuid: string,
      kind: "initial" | "upsell",
      amountMinor: number,
      options: { currency?: string; status?: "paid" | "pending"; at?: Date } = {},
    ) {
      const at = options.at ?? new Date(Date.now() + 1_000);
      const [row] = await db
        .insert(orders)
        .values({
          userUuid,
          packageId: kind === "upsell" ? recipeBook.id : introPlan.id,
          kind,
          currency: options.currency ?? "USD",
          amountMinor,
          status: options.status ?? "paid",
          idempotencyKey: `split-results-${++orderCount}-${Math.random()}`,
          provider: "sandbox",
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: orders.id });
      return row!.id;
    },
    /** A refund as billing records it: the refunded amount and status, updated now. */
    async refund(orderId: string, refundedMinor: number, full: boolean) {
      await db.execute(sql`update orders set status = ${full ? "refunded" : "partially_refunded"},
        refunded_minor = ${refundedMinor}, updated_at = now() where id = ${orderId}`);
    },
  };
}
