import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "@/features/staff/server/create-staff";
import { listAudit } from "@/features/staff/server/record-audit";
import type { AccountDeps } from "@/features/subscription/server/account-deps";
import { parseSupportSearch } from "@/features/support-proxy/domain/search-query";
import { findCustomer } from "@/features/support-proxy/server/find-customer";
import { loadCustomerFile } from "@/features/support-proxy/server/load-customer-file";
import { cancelForCustomer, extendForCustomer, pauseForCustomer, refundPayment, resendSignIn, type ActContext } from "@/features/support-proxy/server/support-acts";
import { orders, payments, refunds, subscriptions, subscriptionTransitions } from "@/server/db/schema/billing";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { sandboxSubscriptions } from "@/server/db/schema/sandbox-pay";
import { buy, openSandboxHarness, runSandbox, type SandboxHarness } from "../sandbox-pay/sandbox-harness";
import { accountDepsOf } from "../subscription/account-harness";

type Buyer = { userUuid: string; email: string; orderId: string };

/** Acts through billing against the sandbox processor: each changes state once, each is audited. */
describe("support proxy: search, customer file and acts", () => {
  let harness: SandboxHarness;
  let deps: AccountDeps;
  let staff: { id: string; email: string };
  const buyers: Buyer[] = [];
  const context = (customerId: string, reason = "Ticket 1234: customer asked by phone"): ActContext => ({ staff, customerId, reason, requestId: randomUUID() });
  const transitions = (subscriptionId: string, event: string) =>
    harness.db
      .select()
      .from(subscriptionTransitions)
      .where(and(eq(subscriptionTransitions.subscriptionId, subscriptionId), eq(subscriptionTransitions.event, event)));
  const subscriptionOf = async (userUuid: string) => (await harness.db.select().from(subscriptions).where(eq(subscriptions.userUuid, userUuid)))[0]!;

  beforeAll(async () => {
    harness = await openSandboxHarness();
    deps = accountDepsOf(harness);
    const created = await createStaff(harness.db, { email: "support-acts@platewise.test", password: "support acts 2026!", role: "support" });
    staff = { id: created.id, email: created.email };
    for (let i = 0; i < 5; i++) {
      const bought = await buy(harness, { card: "4242424242424242" });
      if (!bought.result.ok || !("order" in bought.result)) throw new Error("checkout refused");
      buyers.push({ ...bought.user, orderId: bought.result.order.id });
    }
    await runSandbox(harness);
  });
  afterAll(async () => {
    await harness.close();
  });

  it("finds a customer by e-mail (any case), customer id and order id — exact matches only", async () => {
    const [buyer] = buyers;
    const byEmail = await findCustomer(harness.db, parseSupportSearch(buyer!.email.toUpperCase()));
    expect(byEmail).toMatchObject({ uuid: buyer!.userUuid, matchedBy: "email" });
    expect(await findCustomer(harness.db, parseSupportSearch(buyer!.userUuid))).toMatchObject({ uuid: buyer!.userUuid, matchedBy: "customer" });
    expect(await findCustomer(harness.db, parseSupportSearch(buyer!.orderId))).toMatchObject({ uuid: buyer!.userUuid, matchedBy: "order" });
    expect(await findCustomer(harness.db, parseSupportSearch(buyer!.email.slice(0, -2)))).toBeNull();
    expect(await findCustomer(harness.db, parseSupportSearch(randomUUID()))).toBeNull();
    expect(await findCustomer(harness.db, parseSupportSearch("%@%"))).toBeNull();
  });

  it("reads every section of the customer file, each on its own", async () => {
    const file = await loadCustomerFile(deps, buyers[0]!.userUuid);
    expect(file?.profile).toMatchObject({ ok: true, data: { uuid: buyers[0]!.userUuid } });
    expect(file?.subscription).toMatchObject({ ok: true, data: { status: "active", nextCharge: { amountMinor: 3999 } } });
    expect(file?.orders.ok && file.orders.data[0]?.payments[0]?.status).toBe("succeeded");
    for (const key of ["quiz", "mealPlan", "emails", "events"] as const) expect(file?.[key].ok).toBe(true);
    expect(await loadCustomerFile(deps, randomUUID())).toBeNull();
  });

  it("pauses once through billing's state machine: a repeat of the form moves nothing, another form is refused", async () => {
    const buyer = buyers[0]!;
    const first = await pauseForCustomer(deps, context(buyer.userUuid), { months: 1, formKey: "form-pause-1" });
    expect(first).toMatchObject({ done: true });
    const again = await pauseForCustomer(deps, context(buyer.userUuid), { months: 1, formKey: "form-pause-1" });
    expect(again).toMatchObject({ done: true });
    await runSandbox(harness);
    const subscription = await subscriptionOf(buyer.userUuid);
    expect(subscription.status).toBe("paused");
    const paused = await transitions(subscription.id, "paused");
    expect(paused).toHaveLength(1);
    expect(paused[0]).toMatchObject({ actor: "staff", cause: `staff:pause:${subscription.id}:form-pause-1` });
    expect(await pauseForCustomer(deps, context(buyer.userUuid), { months: 2, formKey: "form-pause-2" })).toMatchObject({ done: false, refusal: "not_pausable" });
    expect(await transitions(subscription.id, "paused")).toHaveLength(1);
  });

  it("cancels once at the end of the paid period; a repeat moves nothing", async () => {
    const buyer = buyers[1]!;
    expect(await cancelForCustomer(deps, context(buyer.userUuid), { formKey: "form-cancel-1" })).toMatchObject({ done: true });
    expect(await cancelForCustomer(deps, context(buyer.userUuid), { formKey: "form-cancel-1" })).toMatchObject({ done: true });
    expect(await cancelForCustomer(deps, context(buyer.userUuid), { formKey: "form-cancel-2" })).toMatchObject({ done: false, refusal: "already_canceling" });
    await runSandbox(harness);
    const subscription = await subscriptionOf(buyer.userUuid);
    expect(subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    const cancels = await transitions(subscription.id, "cancel_requested");
    expect(cancels.filter((row) => row.actor === "staff")).toHaveLength(1);
    const [mail] = await harness.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `cancel:${subscription.id}`));
    expect(mail?.toAddress).toBe(buyer.email);
  });

  it("refunds one payment in full once through the provider; nothing left to refund is refused clearly", async () => {
    const buyer = buyers[2]!;
    const [payment] = await harness.db.select().from(payments).where(eq(payments.orderId, buyer.orderId));
    const first = await refundPayment(deps, context(buyer.userUuid), { paymentId: payment!.id });
    expect(first).toMatchObject({ done: true });
    expect(await refundPayment(deps, context(buyer.userUuid), { paymentId: payment!.id })).toMatchObject({ done: true });
    await runSandbox(harness);
    const rows = await harness.db.select().from(refunds).where(eq(refunds.orderId, buyer.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountMinor: 1999, idempotencyKey: `staff:refund:${payment!.id}` });
    const [order] = await harness.db.select().from(orders).where(eq(orders.id, buyer.orderId));
    expect(order).toMatchObject({ status: "refunded", refundedMinor: 1999 });
    expect((await subscriptionOf(buyer.userUuid)).status).toBe("canceled");
    // Another customer's payment is not this customer's; an unknown one neither.
    expect(await refundPayment(deps, context(buyers[0]!.userUuid), { paymentId: payment!.id })).toMatchObject({ done: false, refusal: "no_payment" });
    expect(await refundPayment(deps, context(buyer.userUuid), { paymentId: randomUUID() })).toMatchObject({ done: false, refusal: "no_payment" });
  });

  it("refuses a refund when nothing is left of the payment", async () => {
    const buyer = buyers[2]!;
    // A second payment row of the refunded order (as a renewal's would be) has nothing left.
    const [order] = await harness.db.select().from(orders).where(eq(orders.id, buyer.orderId));
    const [extra] = await harness.db
      .insert(payments)
      .values({ orderId: order!.id, provider: order!.provider, providerPaymentId: `pi_extra_${Date.now()}`, amountMinor: 1999, currency: "EUR", status: "succeeded" })
      .returning();
    expect(await refundPayment(deps, context(buyer.userUuid), { paymentId: extra!.id })).toMatchObject({ done: false, refusal: "nothing_to_refund" });
  });

  it("extends by moving the next charge, here and at the provider, with no payment or refund; a repeat of the form moves nothing", async () => {
    const buyer = buyers[3]!;
    const before = await subscriptionOf(buyer.userUuid);
    const countRows = async () => ({
      orders: (await harness.db.select().from(orders).where(eq(orders.userUuid, buyer.userUuid))).length,
      payments: (await harness.db.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.userUuid, buyer.userUuid))).length,
      refunds: (await harness.db.select().from(refunds).where(eq(refunds.orderId, buyer.orderId))).length,
    });
    const rowsBefore = await countRows();
    const to = new Date(before.currentPeriodEnd.getTime() + 7 * 86_400_000);
    const first = await extendForCustomer(deps, context(buyer.userUuid), { days: 7, formKey: "form-extend-1" });
    expect(first).toEqual({ done: true, message: `Extended by 7 days: the next charge moved from ${before.currentPeriodEnd.toISOString().slice(0, 10)} to ${to.toISOString().slice(0, 10)}.` });
    const again = await extendForCustomer(deps, context(buyer.userUuid), { days: 7, formKey: "form-extend-1" });
    expect(again).toEqual({ done: true, message: `Already extended by this request; the next charge is on ${to.toISOString().slice(0, 10)}.` });
    await runSandbox(harness);
    const after = await subscriptionOf(buyer.userUuid);
    expect(after).toMatchObject({ status: "active", cancelAtPeriodEnd: false, currentPeriodStart: before.currentPeriodStart, currentPeriodEnd: to });
    const [atProvider] = await harness.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, before.providerSubscriptionId));
    expect(atProvider).toMatchObject({ status: "active", currentPeriodEnd: to });
    const moves = await transitions(before.id, "period_extended");
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ fromStatus: "active", toStatus: "active", actor: "staff", cause: `staff:extend:${before.id}:form-extend-1` });
    expect(await countRows()).toEqual(rowsBefore);
    const mails = await harness.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `support-extend:${before.id}:form-extend-1`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "renewal-moved", toAddress: buyer.email });
    const audit = (await listAudit(harness.db, "customer", buyer.userUuid)).filter((row) => row.action === "support.extend");
    // Each row keeps the diff from nothing to what came of it: the days, from and to.
    expect(audit.map((row) => row.diff)).toEqual(
      expect.arrayContaining([
        [{ op: "replace", path: [], old: null, value: { outcome: "done", subscriptionId: before.id, days: 7, from: before.currentPeriodEnd.toISOString(), to: to.toISOString(), moved: true } }],
        [{ op: "replace", path: [], old: null, value: { outcome: "done", repeat: true, days: 7 } }],
      ]),
    );
    // The account page reads the new date as the next charge.
    const file = await loadCustomerFile(deps, buyer.userUuid);
    expect(file?.subscription).toMatchObject({ ok: true, data: { status: "active", nextCharge: { at: to } } });
  });

  it("answers the provider's refusal clearly and moves nothing", async () => {
    const buyer = buyers[3]!;
    const before = await subscriptionOf(buyer.userUuid);
    // The processor holds the subscription past due (ours has not heard yet): it refuses.
    await harness.db.update(sandboxSubscriptions).set({ status: "past_due" }).where(eq(sandboxSubscriptions.id, before.providerSubscriptionId));
    expect(await extendForCustomer(deps, context(buyer.userUuid), { days: 3, formKey: "form-extend-2" })).toEqual({ done: false, refusal: "provider_refused", detail: "invalid_request" });
    expect((await subscriptionOf(buyer.userUuid)).currentPeriodEnd).toEqual(before.currentPeriodEnd);
    expect(await transitions(before.id, "period_extended")).toHaveLength(1);
    await harness.db.update(sandboxSubscriptions).set({ status: "active" }).where(eq(sandboxSubscriptions.id, before.providerSubscriptionId));
  });

  it("refuses to extend a paused, a cancelled and a cancelling subscription", async () => {
    expect(await extendForCustomer(deps, context(buyers[0]!.userUuid), { days: 7, formKey: "form-extend-3" })).toEqual({ done: false, refusal: "not_extendable", detail: "paused" });
    expect(await extendForCustomer(deps, context(buyers[2]!.userUuid), { days: 7, formKey: "form-extend-4" })).toEqual({ done: false, refusal: "not_extendable", detail: "canceled" });
    const cancelling = buyers[4]!;
    expect(await cancelForCustomer(deps, context(cancelling.userUuid), { formKey: "form-cancel-9" })).toMatchObject({ done: true });
    expect(await extendForCustomer(deps, context(cancelling.userUuid), { days: 7, formKey: "form-extend-5" })).toEqual({ done: false, refusal: "not_extendable", detail: "set to cancel" });
    for (const buyer of [buyers[0]!, buyers[2]!, cancelling]) expect(await transitions((await subscriptionOf(buyer.userUuid)).id, "period_extended")).toHaveLength(0);
    expect(await extendForCustomer(deps, context(randomUUID()), { days: 7, formKey: "form-extend-6" })).toEqual({ done: false, refusal: "no_customer" });
  });

  it("e-mails a sign-in code and link through the sign-in use case", async () => {
    const buyer = buyers[0]!;
    expect(await resendSignIn(deps, context(buyer.userUuid))).toMatchObject({ done: true });
    const mails = await harness.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, "sign-in"), sql`lower(${emailOutbox.toAddress}) = ${buyer.email.toLowerCase()}`));
    expect(mails).toHaveLength(1);
    expect(await resendSignIn(deps, context(randomUUID()))).toMatchObject({ done: false, refusal: "no_customer" });
  });

  it("audits every act, done or refused, with the customer's id, the act and the reason", async () => {
    const rows = await listAudit(harness.db, "customer", buyers[0]!.userUuid);
    const actions = rows.map((row) => row.action);
    expect(actions.filter((action) => action === "support.pause")).toHaveLength(3);
    expect(actions).toContain("support.resend-sign-in");
    expect(actions).toContain("support.refund");
    for (const row of rows) {
      expect(row.reason).toBe("Ticket 1234: customer asked by phone");
      expect(row.staffId).toBe(staff.id);
    }
    const cancelRows = await listAudit(harness.db, "customer", buyers[1]!.userUuid);
    expect(cancelRows.map((row) => row.action)).toEqual(["support.cancel", "support.cancel", "support.cancel"]);
  });
});
