import "server-only";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { CustomerFile, Section } from "@/features/support-proxy/domain/customer-file";
import type { AccountDeps } from "@/features/subscription/server/account-deps";
import { loadAccountOverview } from "@/features/subscription/server/load-account-overview";
import { analyticsEvents } from "@/server/db/schema/analytics";
import { orders, payments, refunds } from "@/server/db/schema/billing";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { mealPlans, planPreferences } from "@/server/db/schema/meal-plans";
import { quizSessions, users } from "@/server/db/schema/quiz";
import { logSupportFailure } from "./support-log";

/**
 * Everything the support page shows of one customer, read only. Each section is read on its
 * own: one that fails (or a provider that cannot describe the card) leaves the others intact.
 */
export async function loadCustomerFile(deps: AccountDeps, customerId: string): Promise<CustomerFile | null> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.uuid, customerId)).limit(1);
  if (!user) return null;
  const section = async <T>(name: string, read: () => Promise<T>): Promise<Section<T>> => {
    try {
      return { ok: true, data: await read() };
    } catch (error) {
      logSupportFailure("Support proxy: a customer section could not be read", { customerId, action: `look:${name}` }, error);
      return { ok: false };
    }
  };
  const [quiz, mealPlan, subscription, orderList, emails, events] = await Promise.all([
    section("quiz", async () =>
      (
        await db
          .select()
          .from(quizSessions)
          .where(eq(quizSessions.userUuid, customerId))
          .orderBy(desc(quizSessions.createdAt))
          .limit(5)
      ).map((row) => ({
        funnelName: row.funnelName,
        locale: row.locale,
        completedAt: row.completedAt,
        createdAt: row.createdAt,
        answers: (row.answers ?? {}) as Record<string, unknown>,
      })),
    ),
    section("meal-plan", async () => {
      const [settings] = await db.select({ userUuid: planPreferences.userUuid }).from(planPreferences).where(eq(planPreferences.userUuid, customerId));
      const plans = await db
        .select({ weekStart: mealPlans.weekStart, status: mealPlans.status, targets: mealPlans.targets })
        .from(mealPlans)
        .where(eq(mealPlans.userUuid, customerId))
        .orderBy(desc(mealPlans.weekStart))
        .limit(4);
      return {
        hasSettings: Boolean(settings),
        plans: plans.map((plan) => ({ weekStart: plan.weekStart, status: plan.status, kcal: typeof plan.targets?.kcal === "number" ? plan.targets.kcal : null })),
      };
    }),
    section("subscription", () => loadAccountOverview(deps, customerId)),
    section("orders", async () => {
      const rows = await db.select().from(orders).where(eq(orders.userUuid, customerId)).orderBy(desc(orders.createdAt)).limit(50);
      const ids = rows.map((row) => row.id);
      const [paymentRows, refundRows] = ids.length
        ? await Promise.all([
            db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.createdAt),
            db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(refunds.createdAt),
          ])
        : [[], []];
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        amountMinor: row.amountMinor,
        refundedMinor: row.refundedMinor,
        currency: row.currency,
        createdAt: row.createdAt,
        payments: paymentRows
          .filter((payment) => payment.orderId === row.id)
          .map((payment) => ({ id: payment.id, status: payment.status, amountMinor: payment.amountMinor, currency: payment.currency, createdAt: payment.createdAt })),
        refunds: refundRows
          .filter((refund) => refund.orderId === row.id)
          .map((refund) => ({ id: refund.id, amountMinor: refund.amountMinor, currency: refund.currency, status: refund.status, createdAt: refund.createdAt })),
      }));
    }),
    section("emails", () =>
      db
        .select({ id: emailOutbox.id, kind: emailOutbox.kind, subject: emailOutbox.subject, status: emailOutbox.status, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = ${user.email.toLowerCase()}`)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(20),
    ),
    section("events", () =>
      db
        .select({ id: analyticsEvents.id, name: analyticsEvents.name, occurredAt: analyticsEvents.occurredAt, url: analyticsEvents.url })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.userId, customerId))
        .orderBy(desc(analyticsEvents.occurredAt))
        .limit(20),
    ),
  ]);
  return {
    profile: { ok: true, data: { uuid: user.uuid, email: user.email, locale: user.locale, createdAt: user.createdAt, profile: (user.profile ?? {}) as Record<string, unknown> } },
    quiz,
    mealPlan,
    subscription,
    orders: orderList,
    emails,
    events,
  };
}
