import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderEvent } from "@/features/billing/domain/provider-event";
import { ensureCustomer } from "@/features/billing/server/customer-store";
import { createOrder } from "@/features/billing/server/order-store";
import { receiveWebhook } from "@/features/billing/server/receive-webhook";
import { retryWebhookEvents } from "@/features/billing/server/retry-webhook-events";
import { createSubscriptionRecord } from "@/features/billing/server/subscription-store";
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import type { DatabaseHandle } from "@/server/db/create-database";
import { orders, refunds, subscriptions, webhookEvents } from "@/server/db/schema/billing";
import {
  countRows,
  createUser,
  introPlan,
  introPlanRequest,
  offer,
  openBillingDatabase,
  testClock,
} from "./billing-test-setup";
import { createStandInProvider } from "./stand-in-provider";

describe("webhook deliveries", () => {
  let handle: DatabaseHandle;
  const clock = testClock();
  const provider = createStandInProvider({ now: clock.now });
  beforeAll(async () => {
    handle = await openBillingDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const receive = (event: ProviderEvent) =>
    receiveWebhook(handle.db, provider, provider.deliver(event), clock.now);

  async function paidOrder(key: string) {
    const user = await createUser(handle.db);
    const result = await submitCheckout(
      handle.db,
      provider,
      {
        user,
        request: introPlanRequest(key),
        offer,
      },
      clock.now,
    );
    if (!result.ok || !result.order.providerPaymentId) throw new Error("checkout failed");
    return {
      order: result.order,
      paymentId: result.order.providerPaymentId,
      subscription: result.subscription,
    };
  }

  const refundEvent = (
    eventId: string,
    paymentId: string,
    refundId: string,
    amountMinor: number,
  ): ProviderEvent => ({
    type: "charge.refunded",
    provider: "sandbox",
    eventId,
    occurredAt: clock.now(),
    paymentId,
    refundId,
    amountMinor,
    currency: "EUR",
  });

  it("the same event delivered twice is processed once", async () => {
    const { order, paymentId } = await paidOrder("webhook-dedupe-key-01");
    const event = refundEvent("evt_refund_1", paymentId, "re_1", 500);
    expect(await receive(event)).toEqual({ status: 200, outcome: "processed" });
    expect(await receive(event)).toEqual({ status: 200, outcome: "duplicate" });
    const [stored] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: "partially_refunded", refundedMinor: 500 });
    expect(
      await handle.db.select().from(refunds).where(eq(refunds.orderId, order.id)),
    ).toHaveLength(1);
    const [row] = await handle.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, "evt_refund_1"));
    expect(row).toMatchObject({
      provider: "sandbox",
      type: "charge.refunded",
      attempts: 1,
      lastError: null,
    });
    expect(row?.processedAt).toBeInstanceOf(Date);
  });

  it("deliveries racing each other still apply the event once", async () => {
    const { order, paymentId } = await paidOrder("webhook-dedupe-key-02");
    const event = refundEvent("evt_refund_2", paymentId, "re_2", 700);
    const answers = await Promise.all([receive(event), receive(event), receive(event)]);
    expect(answers.map((a) => a.outcome).sort()).toEqual(["duplicate", "duplicate", "processed"]);
    const [stored] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: "partially_refunded", refundedMinor: 700 });
  });

  it("the same refund under another event id is recognised by its refund id", async () => {
    const { order, paymentId } = await paidOrder("webhook-dedupe-key-03");
    expect(await receive(refundEvent("evt_refund_3a", paymentId, "re_3", 1999))).toEqual({
      status: 200,
      outcome: "processed",
    });
    expect(await receive(refundEvent("evt_refund_3b", paymentId, "re_3", 1999))).toEqual({
      status: 200,
      outcome: "processed",
    });
    const [stored] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: "refunded", refundedMinor: 1999 });
    expect(
      await handle.db.select().from(refunds).where(eq(refunds.orderId, order.id)),
    ).toHaveLength(1);
  });

  it("refuses a forged or broken delivery and stores nothing", async () => {
    const before = await countRows(handle.db, "webhookEvents");
    const delivery = provider.deliver(refundEvent("evt_forged", "pay_x", "re_x", 100));
    const forged = await receiveWebhook(
      handle.db,
      provider,
      { ...delivery, rawBody: delivery.rawBody.replace("100", "99999") },
      clock.now,
    );
    expect(forged).toEqual({ status: 400, outcome: "invalid_signature" });
    const wrongKey = createStandInProvider({ now: clock.now, secret: "another" }).deliver(
      refundEvent("evt_other", "pay_x", "re_x", 100),
    );
    expect(await receiveWebhook(handle.db, provider, wrongKey, clock.now)).toEqual({
      status: 400,
      outcome: "invalid_signature",
    });
    const { headers } = provider.deliver(refundEvent("evt_x", "pay_x", "re_x", 100));
    const notJson = await receiveWebhook(
      handle.db,
      provider,
      { rawBody: "{", headers: { ...headers, "x-stand-in-signature": signatureOf("{") } },
      clock.now,
    );
    expect(notJson).toEqual({ status: 400, outcome: "malformed_payload" });
    expect(await countRows(handle.db, "webhookEvents")).toBe(before);
  });

  it("an event that outran our own write fails, is kept, and goes through once we know its subject", async () => {
    const user = await createUser(handle.db);
    const invoicePaid: ProviderEvent = {
      type: "invoice.paid",
      provider: "sandbox",
      eventId: "evt_early_invoice",
      occurredAt: clock.now(),
      invoiceId: "in_early",
      subscriptionId: "sub_not_yet_stored",
      paymentId: "pay_early",
      amountMinor: 3999,
      currency: "EUR",
      periodStart: new Date("2025-06-01T12:00:00.000Z"),
      periodEnd: new Date("2025-06-29T12:00:00.000Z"),
    };
    expect(await receive(invoicePaid)).toEqual({ status: 500, outcome: "failed" });
    expect(await receive(invoicePaid)).toEqual({ status: 500, outcome: "failed" });
    const [kept] = await handle.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, "evt_early_invoice"));
    expect(kept).toMatchObject({
      attempts: 2,
      processedAt: null,
      lastError: expect.stringContaining("sub_not_yet_stored"),
    });

    const initial = await createOrder(handle.db, {
      userUuid: user.userUuid,
      packageId: introPlan.id,
      kind: "initial",
      currency: "EUR",
      amountMinor: 1999,
      idempotencyKey: "early-invoice-initial",
      provider: "sandbox",
    });
    if (!initial.ok) throw new Error("no order");
    await handle.db
      .update(orders)
      .set({ status: "paid", providerPaymentId: "pay_initial" })
      .where(eq(orders.id, initial.order.id));
    const customer = await ensureCustomer(handle.db, provider, user);
    if (!customer.ok) throw new Error("no customer");
    await createSubscriptionRecord(
      handle.db,
      {
        userUuid: user.userUuid,
        packageId: introPlan.id,
        customerId: customer.customer.id,
        initialOrderId: initial.order.id,
        status: "active",
        currency: "EUR",
        currentPeriodStart: new Date("2025-05-04T12:00:00.000Z"),
        currentPeriodEnd: new Date("2025-06-01T12:00:00.000Z"),
        provider: "sandbox",
        providerSubscriptionId: "sub_not_yet_stored",
      },
      { at: clock.now(), actor: "customer", cause: null },
    );

    expect(await retryWebhookEvents(handle.db, clock.now)).toBe(1);
    expect(await retryWebhookEvents(handle.db, clock.now)).toBe(0);
    expect(await receive(invoicePaid)).toEqual({ status: 200, outcome: "duplicate" });
    const [subscription] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, "sub_not_yet_stored"));
    expect(subscription?.currentPeriodEnd.toISOString()).toBe("2025-06-29T12:00:00.000Z");
    const renewals = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, "invoice:sandbox:in_early"));
    expect(renewals).toMatchObject([
      { kind: "renewal", status: "paid", amountMinor: 3999, subscriptionId: subscription?.id },
    ]);
  });
});

/** A correct signature (the stand-in's default secret) over a body that is not JSON. */
function signatureOf(body: string): string {
  return createHmac("sha256", "whsec_test").update(body).digest("hex");
}
