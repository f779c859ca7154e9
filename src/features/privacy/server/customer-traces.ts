import "server-only";
import { eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { analyticsEvents, durationEvents } from "@/server/db/schema/analytics";
import { authUsers } from "@/server/db/schema/auth";
import { orders, subscriptions } from "@/server/db/schema/billing";
import { purchaseContexts } from "@/server/db/schema/purchase-events";
import { quizSessions, users } from "@/server/db/schema/quiz";

/** What identifies one customer across the tables (docs/privacy.md, "How a customer is found"). */
export type CustomerTraces = {
  userUuid: string;
  /** Lower case. */
  email: string;
  /** The names they gave (quiz profile, sign-in identity), for scrubbing free text. */
  names: string[];
  /** Their browsers' visitor ids (`proxy_user_id`): from their quiz sessions, orders and events. */
  visitorIds: string[];
  orderIds: string[];
  subscriptionIds: string[];
  locale: string;
  createdAt: Date;
};

/** The customer's traces, or null when no customer has the id. `tx` may lock the row. */
export async function customerTraces(
  db: Db,
  userUuid: string,
  options: { lock?: boolean } = {},
): Promise<CustomerTraces | null> {
  const query = db.select().from(users).where(eq(users.uuid, userUuid));
  const [user] = options.lock ? await query.for("update") : await query;
  if (!user) return null;
  const email = user.email.toLowerCase();
  const [identity] = await db
    .select({ name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.id, userUuid));
  const profileName = (user.profile as { name?: unknown } | null)?.name;
  const names = [profileName, identity?.name]
    .filter((name): name is string => typeof name === "string" && name.trim().length >= 2)
    .map((name) => name.trim());
  const orderIds = (
    await db.select({ id: orders.id }).from(orders).where(eq(orders.userUuid, userUuid))
  ).map((row) => row.id);
  const subscriptionIds = (
    await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userUuid, userUuid))
  ).map((row) => row.id);
  const visitorIds = new Set<string>();
  const sessions = await db
    .select({ visitorId: quizSessions.proxyUserId })
    .from(quizSessions)
    .where(
      or(
        eq(quizSessions.userUuid, userUuid),
        sql`lower(${quizSessions.unverifiedEmail}) = ${email}`,
      ),
    );
  for (const row of sessions) if (row.visitorId) visitorIds.add(row.visitorId);
  if (orderIds.length > 0) {
    const contexts = await db
      .select({ visitorId: purchaseContexts.visitorId })
      .from(purchaseContexts)
      .where(inArray(purchaseContexts.orderId, orderIds));
    for (const row of contexts) visitorIds.add(row.visitorId);
  }
  const events = await db
    .selectDistinct({ visitorId: analyticsEvents.visitorId })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userUuid));
  for (const row of events) visitorIds.add(row.visitorId);
  const durations = await db
    .selectDistinct({ visitorId: durationEvents.proxyUserId })
    .from(durationEvents)
    .where(eq(durationEvents.backendUserId, userUuid));
  for (const row of durations) if (row.visitorId) visitorIds.add(row.visitorId);
  return {
    userUuid,
    email,
    names,
    visitorIds: [...visitorIds],
    orderIds,
    subscriptionIds,
    locale: user.locale,
    createdAt: user.createdAt,
  };
}
