import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { analyticsEvents } from "@/server/db/schema/analytics";
import { orders } from "@/server/db/schema/billing";
import { splitExposures } from "@/server/db/schema/experiments";
import { purchaseContexts } from "@/server/db/schema/purchase-events";
import { quizSessions, users } from "@/server/db/schema/quiz";
import { runDashboardAggregation } from "@/features/dashboard/server/run-dashboard-aggregation";
import { createUser, introPlan, openBillingDatabase, recipeBook } from "../billing/billing-test-setup";

/** A real database with the billing test packages, and writers of the raw rows the dashboard reads. */
export async function openDashboardWorld() {
  const handle = await openBillingDatabase();
  const db = handle.db;
  let orderCount = 0;
  return {
    handle,
    db,
    /** Runs the aggregation as the job does, with every event old enough to be taken. */
    aggregate: (options: { eventBatchSize?: number; rowBatchSize?: number } = {}) =>
      runDashboardAggregation(db, { now: () => new Date(Date.now() + 60_000), ...options }),
    async events(
      list: Array<{
        visitor: string;
        name: string;
        at: string;
        properties?: Record<string, unknown>;
        url?: string;
        groups?: Record<string, string>;
      }>,
    ) {
      await db.insert(analyticsEvents).values(
        list.map((e) => ({
          visitorId: e.visitor,
          name: e.name,
          properties: e.properties ?? {},
          url: e.url ?? null,
          clickIds: {},
          experimentGroups: e.groups ?? {},
          occurredAt: new Date(e.at),
        })),
      );
    },
    async exposure(visitor: string, splitName: string, groupKey: string) {
      await db.insert(splitExposures).values({ visitorId: visitor, splitName, step: "step_one", groupKey });
    },
    async order(input: {
      kind: "initial" | "upsell" | "renewal";
      amountMinor: number;
      currency?: string;
      status?: "pending" | "paid";
      at: string;
      userUuid?: string;
      context?: { visitor: string; locale: string; country: string; utmSource?: string; funnel?: string };
    }) {
      const userUuid = input.userUuid ?? (await createUser(db)).userUuid;
      const [row] = await db
        .insert(orders)
        .values({
          userUuid,
          packageId: input.kind === "upsell" ? recipeBook.id : introPlan.id,
          kind: input.kind,
          currency: input.currency ?? "EUR",
          amountMinor: input.amountMinor,
          status: input.status ?? "paid",
          idempotencyKey: `order-${++orderCount}-${Math.random()}`,
          provider: "sandbox",
          createdAt: new Date(input.at),
          updatedAt: new Date(input.at),
        })
        .returning({ id: orders.id });
      const c = input.context;
      if (c)
        await db.insert(purchaseContexts).values({
          orderId: row!.id,
          visitorId: c.visitor,
          locale: c.locale,
          country: c.country,
          consent: {},
          attribution: c.utmSource ? { utm_source: c.utmSource } : {},
          pageUrl: "https://platewise.example/checkout",
          clickIds: {},
          quizName: c.funnel ?? null,
        });
      return { orderId: row!.id, userUuid };
    },
    /** Moves an order as billing does: new state, updated_at now. */
    async updateOrder(orderId: string, set: { status: "paid" | "partially_refunded" | "refunded"; refundedMinor?: number }) {
      await db.execute(sql`update orders set status = ${set.status}, refunded_minor = ${set.refundedMinor ?? 0},
        updated_at = now() where id = ${orderId}`);
    },
    async session(input: { visitor: string; funnel: string; locale: string; completedAt?: string; email?: string; at: string }) {
      let userUuid: string | null = null;
      if (input.email) {
        const [u] = await db.insert(users).values({ email: input.email, createdAt: new Date(input.at) }).returning({ uuid: users.uuid });
        userUuid = u!.uuid;
      }
      const [row] = await db
        .insert(quizSessions)
        .values({
          proxyUserId: input.visitor,
          funnelName: input.funnel,
          locale: input.locale,
          userUuid,
          completedAt: input.completedAt ? new Date(input.completedAt) : null,
          updatedAt: new Date(),
        })
        .returning({ id: quizSessions.id });
      return row!.id;
    },
  };
}

export type DashboardWorld = Awaited<ReturnType<typeof openDashboardWorld>>;

/** Straight counts over the raw events of a day range (the reference the aggregates must match). */
export async function rawEventCounts(db: Db, from: string, to: string, where = sql`true`) {
  const result = (await db.execute(sql`
    select count(distinct visitor_id)::int as visitors,
      count(*) filter (where name = 'quiz_step_view' and properties->>'stepNumber' = '1')::int as "quizStarts",
      count(*) filter (where name = 'page_view')::int as "pageViews"
    from analytics_events
    where (occurred_at at time zone 'UTC')::date between ${from}::date and ${to}::date and ${where}`)) as unknown as {
    rows: Array<{ visitors: number; quizStarts: number; pageViews: number }>;
  };
  return result.rows[0]!;
}
