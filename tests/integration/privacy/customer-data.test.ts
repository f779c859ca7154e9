import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as eraseRoute from "@/app/api/mgmt/privacy/erase/route"; // eslint-disable-line no-restricted-imports -- the route under test
import * as exportRoute from "@/app/api/mgmt/privacy/export/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { exportSections } from "@/features/privacy/server/export-customer-data";
import { createStaff } from "@/features/staff/server/create-staff";
import { listAudit } from "@/features/staff/server/record-audit";
import { cancelForCustomer } from "@/features/support-proxy/server/support-acts";
import { openProxySession } from "@/features/support-proxy/server/proxy-sessions";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { Db } from "@/server/db/db-type";
import { analyticsEvents, durationEvents } from "@/server/db/schema/analytics";
import { attributionRecords } from "@/server/db/schema/attribution";
import { authSessions, authUsers, authVerifications } from "@/server/db/schema/auth";
import { customers, invoices, orders, payments, subscriptions } from "@/server/db/schema/billing";
import { contactMessages } from "@/server/db/schema/contact";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { splitExposures } from "@/server/db/schema/experiments";
import { mealPlans, planPreferences } from "@/server/db/schema/meal-plans";
import { privacyProviderDeletions } from "@/server/db/schema/privacy";
import { purchaseContexts } from "@/server/db/schema/purchase-events";
import { quizSessions, users } from "@/server/db/schema/quiz";
import { sandboxCustomers, sandboxSubscriptions } from "@/server/db/schema/sandbox-pay";
import { subscriptionChangeEvents } from "@/server/db/schema/subscription-changes";
import { fasts, waterEntries, weightEntries } from "@/server/db/schema/trackers";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import {
  buy,
  openSandboxHarness,
  runSandbox,
  type SandboxHarness,
} from "../sandbox-pay/sandbox-harness";
import { makePrincipals, type Principal } from "../staff/staff-principals";
import { accountDepsOf } from "../subscription/account-harness";

const name = "Zelda Quizfield";
const reason = "Ticket 4711: the customer asked for their data";

/** Every text, JSON and uuid column of every table of the app's schema that holds `needle` (any case). */
async function whereFound(db: Db, needle: string): Promise<string[]> {
  const columns = (await db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'jsonb', 'json', 'uuid', 'character varying', 'ARRAY')`,
  )) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hits = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where position(${needle.toLowerCase()} in lower(${sql.identifier(column)}::text)) > 0`,
    )) as unknown as { rows: Array<{ n: number }> };
    if (hits.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/**
 * Export and erasure of one customer with data in every area, over real HTTP against the real
 * database and the sandbox processor: who may, the reason, the audit, the export's sections,
 * the erasure's refusal while a subscription renews, and afterwards no trace of the person in
 * any column of any table — only accounting rows under a pseudonym.
 */
describe("a customer's personal data: export and erasure", () => {
  let harness: SandboxHarness;
  let served: ServedRoutes;
  let principals: Principal[];
  let customer: { userUuid: string; email: string; orderId: string };
  let lead: { id: string; email: string };
  const visitorId = randomUUID();
  const cookieOf = (who: string) =>
    principals.find((principal) => principal.name === who)!.cookie();
  let clients = 0;
  const post = async (who: string, path: string, body: unknown) =>
    fetch(`${served.url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${(++clients % 200) + 1}`,
        cookie: await cookieOf(who),
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    harness = await openSandboxHarness();
    principals = await makePrincipals(harness.db);
    const created = await createStaff(harness.db, {
      email: "support-lead@platewise.test",
      password: "support lead 2026!",
      role: "support",
    });
    lead = { id: created.id, email: created.email };
    served = await serveRoutes([
      { path: "/api/mgmt/privacy/export", handlers: routeMethods(exportRoute) },
      { path: "/api/mgmt/privacy/erase", handlers: routeMethods(eraseRoute) },
    ]);
    const bought = await buy(harness, { card: "4242424242424242" });
    if (!bought.result.ok || !("order" in bought.result)) throw new Error("checkout refused");
    customer = { ...bought.user, orderId: bought.result.order.id };
    await runSandbox(harness);
    await seedEveryArea(harness.db);
  });
  afterAll(async () => {
    await served.close();
    await harness.close();
  });

  async function seedEveryArea(db: Db) {
    const { userUuid, email, orderId } = customer;
    const now = new Date();
    await db
      .update(users)
      .set({
        profile: { name, weightKg: 81, goal: "lose_weight" },
        emailConsent: { granted: true, at: now.toISOString() },
      })
      .where(eq(users.uuid, userUuid));
    await db.insert(authUsers).values({ id: userUuid, name, email, emailVerified: true });
    await db.insert(authSessions).values({
      token: randomUUID(),
      userId: userUuid,
      expiresAt: new Date(now.getTime() + 86_400_000),
      ipAddress: "203.0.113.9",
      userAgent: "Firefox",
    });
    await db.insert(authVerifications).values({
      identifier: `sign-in-otp-${email}`,
      value: "hashed",
      expiresAt: new Date(now.getTime() + 600_000),
    });
    await db.insert(quizSessions).values([
      {
        sessionTokenHash: randomUUID(),
        proxyUserId: visitorId,
        funnelName: "weight-loss",
        locale: "de",
        answers: { name, email, weight: 81 },
        userUuid,
        unverifiedEmail: email,
      },
      {
        sessionTokenHash: randomUUID(),
        proxyUserId: visitorId,
        funnelName: "fasting",
        locale: "de",
        answers: { gender: "female" },
      },
    ]);
    await db
      .insert(planPreferences)
      .values({ userUuid, preferences: { diet: "classic", allergies: [], dislikes: [] } as never });
    await db.insert(mealPlans).values({
      userUuid,
      weekStart: "2026-11-23",
      status: "ready",
      preferencesVersion: "profile",
      targets: { weightKg: 81 } as never,
      fasting: {} as never,
      days: [],
      relaxations: [],
    });
    await db
      .insert(waterEntries)
      .values({ userUuid, entryId: randomUUID(), day: "2026-11-28", deltaMl: 250 });
    await db.insert(weightEntries).values({ userUuid, day: "2026-11-28", weightG: 80_500 });
    await db.insert(fasts).values({
      userUuid,
      startedAt: new Date(now.getTime() - 3_600_000),
      endedAt: now,
      plannedHours: 16,
    });
    await db.insert(emailOutbox).values({
      kind: "receipt",
      locale: "de",
      toAddress: email.toUpperCase(),
      subject: `Danke, ${name}`,
      textBody: `Hallo ${name}`,
      htmlBody: `<p>Hallo ${name}</p>`,
      status: "held",
    });
    await db.insert(contactMessages).values({
      name,
      email,
      topic: "billing",
      message: "Where is my plan?",
      locale: "de",
      ipAddress: "203.0.113.9",
    });
    await db.insert(attributionRecords).values({
      userUuid,
      event: "purchase",
      locale: "de",
      utmSource: "newsletter",
      tokenUuid: visitorId,
    });
    await db.insert(analyticsEvents).values([
      {
        visitorId,
        userId: userUuid,
        name: "purchase",
        properties: { email },
        url: "https://platewise.test/checkout",
        clickIds: {},
        experimentGroups: {},
        occurredAt: now,
      },
      {
        visitorId,
        userId: null,
        name: "page_view",
        properties: {},
        url: "https://platewise.test/",
        clickIds: {},
        experimentGroups: {},
        occurredAt: now,
      },
    ]);
    await db.insert(durationEvents).values({
      event: "quiz",
      backendUserId: userUuid,
      proxyUserId: visitorId,
      userAgent: "Firefox",
      platforms: {},
      utm: {},
    });
    await db
      .insert(splitExposures)
      .values({ visitorId, splitName: "hero", step: "page", groupKey: "b" });
    await db
      .insert(purchaseContexts)
      .values({
        orderId,
        visitorId,
        locale: "de",
        country: "DE",
        consent: { necessary: true },
        attribution: { utm_source: "newsletter" },
        pageUrl: "https://platewise.test/checkout",
        userAgent: "Firefox",
        ipAddress: "203.0.113.9",
        clickIds: {},
      })
      .onConflictDoNothing();
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userUuid, userUuid));
    await db.insert(subscriptionChangeEvents).values({
      subscriptionId: subscription!.id,
      userUuid,
      flowId: randomUUID(),
      step: "reason_given",
      reason: "too_expensive",
      reasonText: `I am ${name}, too expensive`,
      outcome: "no_offer",
      at: now,
    });
    await recordAudit(db, {
      staff: lead,
      action: "support.look",
      entityType: "customer",
      entityId: userUuid,
      reason: `Phone call from ${name} (${email})`,
    });
    await openProxySession(db, {
      staff: lead,
      customerId: userUuid,
      reason: "Checking the plan page",
      requestId: randomUUID(),
      now,
    });
  }

  it("has data in every area before: an order, its invoice and the provider's customer included", async () => {
    const { userUuid } = customer;
    const [subscription] = await harness.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userUuid, userUuid));
    expect(subscription?.status).toBe("active");
    expect(
      await harness.db.select().from(invoices).where(eq(invoices.subscriptionId, subscription!.id)),
    ).not.toHaveLength(0);
    expect(
      await harness.db.select().from(customers).where(eq(customers.userUuid, userUuid)),
    ).toHaveLength(1);
    expect(await whereFound(harness.db, userUuid)).toEqual(
      expect.arrayContaining([
        "users.uuid",
        "orders.user_uuid",
        "quiz_sessions.user_uuid",
        "analytics_events.user_id",
        "sandbox_pay_customers.user_uuid",
      ]),
    );
  });

  it("refuses growth and analyst (403) for both the export and the erasure, and writes nothing", async () => {
    for (const who of ["growth", "analyst", "visitor", "customer"]) {
      const exported = await post(who, "/api/mgmt/privacy/export", {
        customerId: customer.userUuid,
        reason,
      });
      const erased = await post(who, "/api/mgmt/privacy/erase", {
        customerId: customer.userUuid,
        reason,
        confirmEmail: customer.email,
      });
      const status = who === "growth" || who === "analyst" ? 403 : 401;
      expect(exported.status, who).toBe(status);
      expect(erased.status, who).toBe(status);
      expect(((await exported.json()) as { error: { code: string } }).error.code).toBe(
        status === 403 ? "forbidden" : "staff_signed_out",
      );
    }
    expect(await listAudit(harness.db, "customer", customer.userUuid)).toHaveLength(2); // the seeded look and view
    expect(
      await harness.db.select().from(users).where(eq(users.uuid, customer.userUuid)),
    ).toHaveLength(1);
  });

  it("needs a reason: a missing or short one is a 400 with a clear message, and nothing is audited", async () => {
    for (const body of [
      { customerId: customer.userUuid },
      { customerId: customer.userUuid, reason: "   short  " },
    ]) {
      const response = await post("support", "/api/mgmt/privacy/export", body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as {
        error: { code: string; message: string; fields: Record<string, string[]> };
      };
      expect(answer.error).toMatchObject({
        code: "validation_failed",
        message: "The request is not valid.",
      });
      expect(answer.error.fields.reason).toEqual([
        "Give a reason of at least 10 characters (e.g. the ticket number).",
      ]);
    }
    const erase = await post("support", "/api/mgmt/privacy/erase", {
      customerId: customer.userUuid,
      reason: "",
      confirmEmail: customer.email,
    });
    expect(erase.status).toBe(400);
    expect(
      (await listAudit(harness.db, "customer", customer.userUuid)).map((row) => row.action),
    ).not.toContain("privacy.export");
    const unknown = await post("support", "/api/mgmt/privacy/export", {
      customerId: randomUUID(),
      reason,
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("no_customer");
  });

  it("downloads the export as one JSON file holding every area, audited with the reason", async () => {
    const response = await post("support", "/api/mgmt/privacy/export", {
      customerId: customer.userUuid,
      reason,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(
        `^attachment; filename="platewise-customer-${customer.userUuid}-\\d{4}-\\d{2}-\\d{2}\\.json"$`,
      ),
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const file = (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON document read by path
    expect(file).toMatchObject({
      format: "platewise-customer-export",
      version: 1,
      customerId: customer.userUuid,
    });
    for (const section of exportSections) expect(file[section], section).toBeDefined();
    expect(file.profile).toMatchObject({ email: customer.email, profile: { name } });
    expect(file.account.identity).toMatchObject({ name, email: customer.email });
    expect(file.account.sessions[0]).toMatchObject({ ipAddress: "203.0.113.9" });
    expect(file.account.sessions[0].token).toBeUndefined();
    expect(file.quiz).toHaveLength(2);
    expect(file.mealPlan.preferences).not.toBeNull();
    expect(file.mealPlan.weeks).toHaveLength(1);
    expect([
      file.trackers.water.length,
      file.trackers.weight.length,
      file.trackers.fasts.length,
    ]).toEqual([1, 1, 1]);
    expect(file.emails.map((mail: { subject: string }) => mail.subject)).toContain(
      `Danke, ${name}`,
    );
    expect(file.contactMessages).toHaveLength(1);
    expect(file.attribution).toHaveLength(1);
    expect(file.events.analytics).toHaveLength(2);
    expect(file.events.durations).toHaveLength(1);
    expect(file.events.splitExposures).toHaveLength(1);
    expect(file.orders[0]).toMatchObject({
      id: customer.orderId,
      amountMinor: 1999,
      currency: "EUR",
    });
    expect(file.orders[0].payments).not.toHaveLength(0);
    expect(file.orders[0].checkoutContext).toMatchObject({ visitorId });
    expect(file.subscriptions.invoices).not.toHaveLength(0);
    expect(file.subscriptions.cancelFlow).toHaveLength(1);
    expect(file.paymentProvider[0]).toMatchObject({ provider: "sandbox" });
    const audit = (await listAudit(harness.db, "customer", customer.userUuid)).find(
      (row) => row.action === "privacy.export",
    );
    expect(audit).toMatchObject({ staffEmail: "sweep-support@platewise.test", reason });
  });

  it("refuses to erase while the subscription still renews, or when the typed address is not the customer's", async () => {
    const running = await post("admin", "/api/mgmt/privacy/erase", {
      customerId: customer.userUuid,
      reason,
      confirmEmail: customer.email,
    });
    expect(running.status).toBe(409);
    expect(
      ((await running.json()) as { error: { code: string; message: string } }).error,
    ).toMatchObject({
      code: "subscription_running",
      message: expect.stringContaining("cancel it first"),
    });
    const mismatch = await post("admin", "/api/mgmt/privacy/erase", {
      customerId: customer.userUuid,
      reason,
      confirmEmail: "someone@else.test",
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { error: { code: string } }).error.code).toBe(
      "confirmation_mismatch",
    );
    expect(
      await harness.db.select().from(users).where(eq(users.uuid, customer.userUuid)),
    ).toHaveLength(1);
    expect(
      (await listAudit(harness.db, "customer", customer.userUuid)).map((row) => row.action),
    ).not.toContain("privacy.erase");
  });

  it("erases: afterwards no column of any table holds the e-mail, the name or the id; accounting rows stay under a pseudonym", async () => {
    const { userUuid, email, orderId } = customer;
    const cancelled = await cancelForCustomer(
      accountDepsOf(harness),
      {
        staff: lead,
        customerId: userUuid,
        reason: "Ticket 4711: cancel before erasure",
        requestId: randomUUID(),
      },
      { formKey: "privacy-cancel" },
    );
    expect(cancelled).toMatchObject({ done: true });
    await runSandbox(harness);
    const [paymentBefore] = await harness.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId));

    const response = await post("support", "/api/mgmt/privacy/erase", {
      customerId: userUuid,
      reason: `${reason} (${email})`,
      confirmEmail: email.toUpperCase(),
    });
    expect(response.status).toBe(200);
    const { pseudonym, providerDeletions } = (await response.json()) as {
      pseudonym: string;
      providerDeletions: number;
    };
    expect(providerDeletions).toBe(1);
    // The provider's customer is deleted by the job, not in the request.
    const [waiting] = await harness.db.select().from(privacyProviderDeletions);
    expect(waiting).toMatchObject({ provider: "sandbox", status: "pending" });
    await harness.queue.drain(["privacy.delete-provider-customers"]);
    await runSandbox(harness);
    const [deletion] = await harness.db.select().from(privacyProviderDeletions);
    expect(deletion).toMatchObject({ status: "done", attempts: 1 });
    expect(
      await harness.db
        .select()
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, deletion!.providerCustomerId)),
    ).toHaveLength(0);
    expect(
      (
        await harness.db
          .select()
          .from(sandboxSubscriptions)
          .where(eq(sandboxSubscriptions.customerId, deletion!.providerCustomerId))
      )[0]?.status,
    ).toBe("canceled");

    // Nowhere: every text, JSON and uuid column of every table.
    expect(await whereFound(harness.db, email)).toEqual([]);
    expect(await whereFound(harness.db, name)).toEqual([]);
    expect(await whereFound(harness.db, "Quizfield")).toEqual([]);
    expect(await whereFound(harness.db, userUuid)).toEqual([]);
    expect(await whereFound(harness.db, visitorId)).toEqual([]);

    // Kept: the order, its payment and the invoice, unchanged in money, under the pseudonym.
    const [order] = await harness.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      userUuid: pseudonym,
      amountMinor: 1999,
      currency: "EUR",
      status: "paid",
    });
    const [paymentAfter] = await harness.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(paymentAfter).toEqual(paymentBefore);
    const [subscription] = await harness.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userUuid, pseudonym));
    expect(
      await harness.db.select().from(invoices).where(eq(invoices.subscriptionId, subscription!.id)),
    ).not.toHaveLength(0);
    const [person] = await harness.db.select().from(users).where(eq(users.uuid, pseudonym));
    expect(person).toMatchObject({
      email: `erased-${pseudonym}@erased.invalid`,
      profile: {},
      emailConsent: null,
    });
    const [providerRow] = await harness.db
      .select()
      .from(customers)
      .where(eq(customers.userUuid, pseudonym));
    expect(providerRow).toMatchObject({
      email: `erased-${pseudonym}@erased.invalid`,
      paymentMethodId: null,
    });
    const [context] = await harness.db
      .select()
      .from(purchaseContexts)
      .where(eq(purchaseContexts.orderId, orderId));
    expect(context).toMatchObject({
      visitorId: pseudonym,
      country: "DE",
      locale: "de",
      ipAddress: null,
      userAgent: null,
      pageUrl: "",
      attribution: {},
      clickIds: {},
      consent: {},
    });
    const [cancelStep] = await harness.db
      .select()
      .from(subscriptionChangeEvents)
      .where(eq(subscriptionChangeEvents.userUuid, pseudonym));
    expect(cancelStep).toMatchObject({ reason: "too_expensive", reasonText: null });

    // Audited: every act on the customer now names the pseudonym; the erasure's reason lost the address.
    const audit = await listAudit(harness.db, "customer", pseudonym);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["support.look", "privacy.export", "support.cancel", "privacy.erase"]),
    );
    const erase = audit.find((row) => row.action === "privacy.erase")!;
    expect(erase).toMatchObject({
      staffEmail: "sweep-support@platewise.test",
      reason: `${reason} ([erased])`,
    });
    expect(
      audit.find(
        (row) => row.action === "support.look" && row.staffEmail === "support-lead@platewise.test",
      )?.reason,
    ).toBe("Phone call from [erased] ([erased])");

    // The customer is gone: a second erasure or export finds no one.
    expect(
      (
        await post("support", "/api/mgmt/privacy/erase", {
          customerId: userUuid,
          reason,
          confirmEmail: email,
        })
      ).status,
    ).toBe(404);
    expect(
      (await post("support", "/api/mgmt/privacy/export", { customerId: userUuid, reason })).status,
    ).toBe(404);
  });
});
