import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { blocksErasure, pseudonymEmail, scrubText } from "@/features/privacy/domain/erasure-rules";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { Db } from "@/server/db/db-type";
import { analyticsEvents, durationEvents } from "@/server/db/schema/analytics";
import { attributionRecords } from "@/server/db/schema/attribution";
import { authVerifications } from "@/server/db/schema/auth";
import { customers, orders, subscriptions, webhookEvents } from "@/server/db/schema/billing";
import { contactMessages } from "@/server/db/schema/contact";
import { dashboardDailyVisitors, dashboardVisitorDimensions } from "@/server/db/schema/dashboard";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { splitExposures } from "@/server/db/schema/experiments";
import { privacyProviderDeletions } from "@/server/db/schema/privacy";
import { purchaseContexts } from "@/server/db/schema/purchase-events";
import { quizSessions, users } from "@/server/db/schema/quiz";
import { splitResultVisitors } from "@/server/db/schema/split-results";
import { auditLog } from "@/server/db/schema/staff";
import { subscriptionChangeEvents } from "@/server/db/schema/subscription-changes";
import { supportProxySessions } from "@/server/db/schema/support-proxy";
import { customerTraces } from "./customer-traces";

export type EraseAnswer =
  | { erased: true; pseudonym: string; providerDeletions: number; deleted: Record<string, number> }
  | { erased: false; refusal: "no_customer" }
  | { erased: false; refusal: "subscription_running"; status: string };

export type EraseInput = {
  userUuid: string;
  staff: Pick<StaffMember, "id" | "email">;
  reason: string;
  requestId: string;
  now: Date;
};

/**
 * Erases one customer (docs/privacy.md, "Erase") in one transaction, as
 * `features/privacy/domain/personal-data-map.ts` declares: their personal rows are deleted,
 * the accounting rows move to a new random id (the pseudonym) with a made-up address, and a
 * deletion at each payment provider is recorded for the `privacy.delete-provider-customers`
 * job. Refused while a subscription would go on charging. Audited as `privacy.erase` on the
 * pseudonym, in the same transaction; the reason is kept with the customer's e-mail and names
 * replaced by `[erased]`.
 */
export async function eraseCustomer(db: Db, input: EraseInput): Promise<EraseAnswer> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const traces = await customerTraces(tx, input.userUuid, { lock: true });
    if (!traces) return { erased: false, refusal: "no_customer" } as const;
    const running = (
      await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userUuid, input.userUuid))
        .for("update")
    ).find(blocksErasure);
    if (running)
      return { erased: false, refusal: "subscription_running", status: running.status } as const;

    const { userUuid, email, names, visitorIds, orderIds } = traces;
    const pseudonym = randomUUID();
    const fakeEmail = pseudonymEmail(pseudonym);
    const textTraces = [email, ...names];
    const deleted: Record<string, number> = {};
    const count = async (table: string, rows: Promise<unknown[]>) => {
      deleted[table] = (deleted[table] ?? 0) + (await rows).length;
    };

    // 1. The pseudonym takes over the accounting rows.
    await tx.insert(users).values({
      uuid: pseudonym,
      email: fakeEmail,
      profile: {},
      locale: traces.locale,
      emailConsent: null,
      createdAt: traces.createdAt,
      updatedAt: input.now,
    });
    // The card and the browser an order came from go: the provider's customer is deleted, and
    // the attempt owner is a hash of the buyer's visitor id.
    await tx
      .update(orders)
      .set({ userUuid: pseudonym, paymentMethodId: null, attemptOwner: null })
      .where(eq(orders.userUuid, userUuid));
    await tx
      .update(subscriptions)
      .set({ userUuid: pseudonym, paymentMethodId: null })
      .where(eq(subscriptions.userUuid, userUuid));
    await tx
      .update(subscriptionChangeEvents)
      .set({ userUuid: pseudonym, reasonText: null })
      .where(eq(subscriptionChangeEvents.userUuid, userUuid));
    const providerCustomers = await tx
      .update(customers)
      .set({ userUuid: pseudonym, email: fakeEmail, paymentMethodId: null, updatedAt: input.now })
      .where(eq(customers.userUuid, userUuid))
      .returning();
    for (const customer of providerCustomers)
      await tx
        .insert(privacyProviderDeletions)
        .values({
          customerRowId: customer.id,
          provider: customer.provider,
          providerCustomerId: customer.providerCustomerId,
          requestedAt: input.now,
        })
        .onConflictDoNothing();

    // 2. The provider's events: the old id becomes the pseudonym, the e-mail the made-up one.
    for (const [from, to] of [
      [userUuid, pseudonym],
      [email, fakeEmail],
    ] as const) {
      await tx
        .update(webhookEvents)
        .set({ payload: sql`replace(${webhookEvents.payload}::text, ${from}, ${to})::jsonb` })
        .where(sql`position(${from} in lower(${webhookEvents.payload}::text)) > 0`);
      await tx
        .update(webhookEvents)
        .set({ lastError: sql`replace(${webhookEvents.lastError}, ${from}, ${to})` })
        .where(sql`position(${from} in lower(${webhookEvents.lastError})) > 0`);
    }

    // 3. Staff's audit rows about the customer name the pseudonym; free text loses the person.
    const audits = await tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "customer"), eq(auditLog.entityId, userUuid)));
    for (const row of audits) {
      const diff = JSON.parse(
        scrubText(JSON.stringify(row.diff).replaceAll(userUuid, pseudonym), textTraces),
      ) as unknown;
      await tx
        .update(auditLog)
        .set({
          entityId: pseudonym,
          diff,
          reason: row.reason === null ? null : scrubText(row.reason, textTraces),
        })
        .where(eq(auditLog.id, row.id));
    }

    // 4. Personal rows go.
    const visitors = visitorIds.length > 0 ? visitorIds : [""];
    // The checkout's facts keep only the buyer's country (VAT evidence), language and funnel.
    if (orderIds.length > 0)
      await tx
        .update(purchaseContexts)
        .set({
          visitorId: pseudonym,
          consent: {},
          attribution: {},
          pageUrl: "",
          userAgent: null,
          ipAddress: null,
          clickIds: {},
        })
        .where(inArray(purchaseContexts.orderId, orderIds));
    await count(
      "quiz_sessions",
      tx
        .delete(quizSessions)
        .where(
          or(
            eq(quizSessions.userUuid, userUuid),
            sql`lower(${quizSessions.unverifiedEmail}) = ${email}`,
            inArray(quizSessions.proxyUserId, visitors),
          ),
        )
        .returning({ id: quizSessions.id }),
    );
    await count(
      "analytics_events",
      tx
        .delete(analyticsEvents)
        .where(
          or(eq(analyticsEvents.userId, userUuid), inArray(analyticsEvents.visitorId, visitors)),
        )
        .returning({ id: analyticsEvents.id }),
    );
    await count(
      "duration_events",
      tx
        .delete(durationEvents)
        .where(
          or(
            eq(durationEvents.backendUserId, userUuid),
            inArray(durationEvents.proxyUserId, visitors),
          ),
        )
        .returning({ id: durationEvents.id }),
    );
    await count(
      "split_exposures",
      tx
        .delete(splitExposures)
        .where(inArray(splitExposures.visitorId, visitors))
        .returning({ id: splitExposures.id }),
    );
    await count(
      "split_result_visitors",
      tx
        .delete(splitResultVisitors)
        .where(inArray(splitResultVisitors.visitorId, visitors))
        .returning({ id: splitResultVisitors.visitorId }),
    );
    await count(
      "dashboard_daily_visitors",
      tx
        .delete(dashboardDailyVisitors)
        .where(inArray(dashboardDailyVisitors.visitorId, visitors))
        .returning({ id: dashboardDailyVisitors.visitorId }),
    );
    await count(
      "dashboard_visitor_dimensions",
      tx
        .delete(dashboardVisitorDimensions)
        .where(inArray(dashboardVisitorDimensions.visitorId, visitors))
        .returning({ id: dashboardVisitorDimensions.visitorId }),
    );
    await count(
      "email_outbox",
      tx
        .delete(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = ${email}`)
        .returning({ id: emailOutbox.id }),
    );
    await count(
      "contact_messages",
      tx
        .delete(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${email}`)
        .returning({ id: contactMessages.id }),
    );
    await count(
      "auth_verifications",
      tx
        .delete(authVerifications)
        .where(sql`position(${email} in lower(${authVerifications.identifier})) > 0`)
        .returning({ id: authVerifications.id }),
    );
    await count(
      "attribution_records",
      tx
        .delete(attributionRecords)
        .where(eq(attributionRecords.userUuid, userUuid))
        .returning({ id: attributionRecords.id }),
    );
    await count(
      "support_proxy_sessions",
      tx
        .delete(supportProxySessions)
        .where(eq(supportProxySessions.customerUuid, userUuid))
        .returning({ id: supportProxySessions.id }),
    );
    // The user row last: its sign-in identity, sessions, plan and trackers go with it (cascade).
    await count(
      "users",
      tx.delete(users).where(eq(users.uuid, userUuid)).returning({ id: users.uuid }),
    );

    await recordAudit(tx, {
      staff: input.staff,
      action: "privacy.erase",
      entityType: "customer",
      entityId: pseudonym,
      after: { erased: true, providerDeletions: providerCustomers.length, deleted },
      reason: scrubText(input.reason, textTraces),
      requestId: input.requestId,
      at: input.now,
    });
    return {
      erased: true,
      pseudonym,
      providerDeletions: providerCustomers.length,
      deleted,
    } as const;
  });
}
