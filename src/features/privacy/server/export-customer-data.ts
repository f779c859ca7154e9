import "server-only";
import { desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { analyticsEvents, durationEvents } from "@/server/db/schema/analytics";
import { attributionRecords } from "@/server/db/schema/attribution";
import { authSessions, authUsers } from "@/server/db/schema/auth";
import {
  customers,
  invoices,
  orders,
  payments,
  refunds,
  subscriptions,
  subscriptionTransitions,
} from "@/server/db/schema/billing";
import { contactMessages } from "@/server/db/schema/contact";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { splitExposures } from "@/server/db/schema/experiments";
import { mealPlans, planPreferences } from "@/server/db/schema/meal-plans";
import { orderItems } from "@/server/db/schema/order-items";
import { purchaseContexts } from "@/server/db/schema/purchase-events";
import { quizSessions, users } from "@/server/db/schema/quiz";
import {
  subscriptionChangeEvents,
  subscriptionRetentionOffers,
} from "@/server/db/schema/subscription-changes";
import { fasts, waterEntries, weightEntries } from "@/server/db/schema/trackers";
import { customerTraces } from "./customer-traces";

/** The export's sections, in the file's order (docs/privacy.md, "Export"). */
export const exportSections = [
  "profile",
  "account",
  "quiz",
  "mealPlan",
  "trackers",
  "emails",
  "contactMessages",
  "attribution",
  "events",
  "orders",
  "subscriptions",
  "paymentProvider",
] as const;

export type CustomerExport = {
  format: "platewise-customer-export";
  version: 1;
  exportedAt: string;
  customerId: string;
} & Record<(typeof exportSections)[number], unknown>;

const none = [] as string[];
const within = <T>(ids: string[], run: (ids: string[]) => Promise<T[]>) =>
  ids.length > 0 ? run(ids) : Promise.resolve([] as T[]);

/**
 * Everything we hold about one customer, as one JSON document (docs/privacy.md, "Export"):
 * what they told us, what we made for them, what they bought, what we sent them and what we
 * recorded of their visits. Secrets are left out (session tokens, sign-in codes); a mail's
 * text is in, its HTML copy is not. Null when no customer has the id.
 */
export async function exportCustomerData(
  db: Db,
  userUuid: string,
  now: Date,
): Promise<CustomerExport | null> {
  const traces = await customerTraces(db, userUuid);
  if (!traces) return null;
  const { email, visitorIds, orderIds, subscriptionIds } = traces;
  const [user] = await db.select().from(users).where(eq(users.uuid, userUuid));
  const [identity] = await db
    .select({
      name: authUsers.name,
      email: authUsers.email,
      emailVerified: authUsers.emailVerified,
      createdAt: authUsers.createdAt,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userUuid));
  const sessions = await db
    .select({
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userUuid));
  const quiz = await db
    .select({
      id: quizSessions.id,
      funnelName: quizSessions.funnelName,
      funnelVersion: quizSessions.funnelVersion,
      locale: quizSessions.locale,
      visitorId: quizSessions.proxyUserId,
      answers: quizSessions.answers,
      history: quizSessions.history,
      unverifiedEmail: quizSessions.unverifiedEmail,
      emailConsent: quizSessions.emailConsent,
      completedAt: quizSessions.completedAt,
      createdAt: quizSessions.createdAt,
    })
    .from(quizSessions)
    .where(
      or(
        eq(quizSessions.userUuid, userUuid),
        sql`lower(${quizSessions.unverifiedEmail}) = ${email}`,
        inArray(quizSessions.proxyUserId, visitorIds.length > 0 ? visitorIds : none),
      ),
    );
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.userUuid, userUuid))
    .orderBy(desc(orders.createdAt));
  const items = await within(orderIds, (ids) =>
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
  );
  const paymentRows = await within(orderIds, (ids) =>
    db.select().from(payments).where(inArray(payments.orderId, ids)),
  );
  const refundRows = await within(orderIds, (ids) =>
    db.select().from(refunds).where(inArray(refunds.orderId, ids)),
  );
  const contexts = await within(orderIds, (ids) =>
    db.select().from(purchaseContexts).where(inArray(purchaseContexts.orderId, ids)),
  );
  return {
    format: "platewise-customer-export",
    version: 1,
    exportedAt: now.toISOString(),
    customerId: userUuid,
    profile: {
      email: user!.email,
      locale: user!.locale,
      profile: user!.profile,
      emailConsent: user!.emailConsent,
      createdAt: user!.createdAt,
      updatedAt: user!.updatedAt,
    },
    account: { identity: identity ?? null, sessions },
    quiz,
    mealPlan: {
      preferences:
        (
          await db.select().from(planPreferences).where(eq(planPreferences.userUuid, userUuid))
        )[0] ?? null,
      weeks: await db
        .select()
        .from(mealPlans)
        .where(eq(mealPlans.userUuid, userUuid))
        .orderBy(mealPlans.weekStart),
    },
    trackers: {
      water: await db.select().from(waterEntries).where(eq(waterEntries.userUuid, userUuid)),
      weight: await db.select().from(weightEntries).where(eq(weightEntries.userUuid, userUuid)),
      fasts: await db.select().from(fasts).where(eq(fasts.userUuid, userUuid)),
    },
    emails: await db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        locale: emailOutbox.locale,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        textBody: emailOutbox.textBody,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = ${email}`)
      .orderBy(emailOutbox.createdAt),
    contactMessages: await db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        topic: contactMessages.topic,
        message: contactMessages.message,
        locale: contactMessages.locale,
        country: contactMessages.country,
        ipAddress: contactMessages.ipAddress,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`),
    attribution: await db
      .select()
      .from(attributionRecords)
      .where(eq(attributionRecords.userUuid, userUuid)),
    events: {
      visitorIds,
      analytics: await db
        .select()
        .from(analyticsEvents)
        .where(
          or(
            eq(analyticsEvents.userId, userUuid),
            inArray(analyticsEvents.visitorId, visitorIds.length > 0 ? visitorIds : none),
          ),
        )
        .orderBy(analyticsEvents.occurredAt),
      durations: await db
        .select()
        .from(durationEvents)
        .where(
          or(
            eq(durationEvents.backendUserId, userUuid),
            inArray(durationEvents.proxyUserId, visitorIds.length > 0 ? visitorIds : none),
          ),
        ),
      splitExposures: await within(visitorIds, (ids) =>
        db.select().from(splitExposures).where(inArray(splitExposures.visitorId, ids)),
      ),
    },
    orders: orderRows.map((order) => ({
      ...order,
      items: items.filter((item) => item.orderId === order.id),
      payments: paymentRows.filter((payment) => payment.orderId === order.id),
      refunds: refundRows.filter((refund) => refund.orderId === order.id),
      checkoutContext: contexts.find((context) => context.orderId === order.id) ?? null,
    })),
    subscriptions: {
      subscriptions: await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userUuid, userUuid)),
      transitions: await within(subscriptionIds, (ids) =>
        db
          .select()
          .from(subscriptionTransitions)
          .where(inArray(subscriptionTransitions.subscriptionId, ids)),
      ),
      invoices: await within(subscriptionIds, (ids) =>
        db.select().from(invoices).where(inArray(invoices.subscriptionId, ids)),
      ),
      cancelFlow: await db
        .select()
        .from(subscriptionChangeEvents)
        .where(eq(subscriptionChangeEvents.userUuid, userUuid)),
      retentionOffers: await within(subscriptionIds, (ids) =>
        db
          .select()
          .from(subscriptionRetentionOffers)
          .where(inArray(subscriptionRetentionOffers.subscriptionId, ids)),
      ),
    },
    paymentProvider: await db
      .select({
        provider: customers.provider,
        providerCustomerId: customers.providerCustomerId,
        email: customers.email,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .where(eq(customers.userUuid, userUuid)),
  };
}
