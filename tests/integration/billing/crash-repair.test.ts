import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import type { ProviderEvent } from "@/features/billing/domain/provider-event";
import { receiveWebhook } from "@/features/billing/server/receive-webhook";
import { recordPaymentOutcome } from "@/features/billing/server/record-payment-outcome";
import { listSubscriptionTransitions } from "@/features/billing/server/subscription-store";
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import type { DatabaseHandle } from "@/server/db/create-database";
import { orders, payments, subscriptions } from "@/server/db/schema/billing";
import {
  createUser,
  introPlan,
  offer,
  openBillingDatabase,
  recipeBook,
  testClock,
} from "./billing-test-setup";
import { createStandInProvider, testCards, type StandInProvider } from "./stand-in-provider";

/** The provider does the work, then the connection drops before its answer reaches us. */
function losingAnswers(inner: StandInProvider): PaymentProvider {
  const lost = (_answer: unknown): never => {
    throw new Error("connection reset after the provider answered");
  };
  return {
    ...inner,
    createSubscription: async (input) => lost(await inner.createSubscription(input)),
    confirmPayment: async (input) => lost(await inner.confirmPayment(input)),
  };
}

describe("a crash between the provider's charge and our write", () => {
  let handle: DatabaseHandle;
  const clock = testClock();
  const provider = createStandInProvider({ now: clock.now });
  const crashing = losingAnswers(provider);
  let eventCount = 0;
  beforeAll(async () => {
    handle = await openBillingDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const send = (event: Record<string, unknown>) =>
    receiveWebhook(
      handle.db,
      provider,
      provider.deliver({
        provider: "sandbox",
        eventId: `evt_crash_${++eventCount}`,
        occurredAt: clock.now(),
        ...event,
      } as ProviderEvent),
      clock.now,
    );
  const orderOf = async (key: string) => {
    const [order] = await handle.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    if (!order) throw new Error("no order");
    return order;
  };

  it("a subscription checkout: the provider's events pay the order and store the subscription; a resubmission charges nothing more", async () => {
    const user = await createUser(handle.db);
    const request = {
      packageId: introPlan.id,
      currency: "EUR",
      shownAmountMinor: 1999,
      paymentMethodId: testCards.ok,
      idempotencyKey: "crash-subscription-key-1",
    };
    await expect(
      submitCheckout(handle.db, crashing, { user, request, offer }, clock.now),
    ).rejects.toThrow("connection reset");
    const charged = provider.charges.length;
    const payment = provider.charges.at(-1);
    const created = provider.subscriptions.at(-1);
    if (!payment || !created) throw new Error("the provider did not charge");
    const order = await orderOf(request.idempotencyKey);
    expect(order).toMatchObject({ status: "pending", providerPaymentId: null });
    expect(
      await handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.initialOrderId, order.id)),
    ).toEqual([]);

    const references = { orderId: order.id, userUuid: user.userUuid };
    expect(
      await send({
        type: "payment.succeeded",
        paymentId: payment.paymentId,
        customerId: created.customerId,
        amountMinor: 1999,
        currency: "EUR",
        references,
      }),
    ).toEqual({ status: 200, outcome: "processed" });
    expect(await orderOf(request.idempotencyKey)).toMatchObject({
      status: "paid",
      providerPaymentId: payment.paymentId,
    });
    expect(
      await handle.db.select().from(payments).where(eq(payments.orderId, order.id)),
    ).toMatchObject([{ status: "succeeded", amountMinor: 1999 }]);

    const { subscriptionId, currentPeriodStart, currentPeriodEnd } = created;
    await send({
      type: "subscription.updated",
      subscriptionId,
      status: "active",
      currentPeriodStart,
      currentPeriodEnd,
      cancelAtPeriodEnd: false,
      references,
    });
    await send({
      type: "invoice.paid",
      invoiceId: "in_first",
      subscriptionId,
      paymentId: payment.paymentId,
      amountMinor: 1999,
      currency: "EUR",
      periodStart: currentPeriodStart,
      periodEnd: currentPeriodEnd,
    });
    const [stored] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.initialOrderId, order.id));
    expect(stored).toMatchObject({
      status: "active",
      providerSubscriptionId: subscriptionId,
      packageId: introPlan.id,
      currentPeriodEnd,
    });
    expect(
      (await listSubscriptionTransitions(handle.db, stored?.id ?? "")).map((t) => [
        t.fromStatus,
        t.toStatus,
        t.event,
        t.actor,
      ]),
    ).toEqual([
      [null, "active", "created", "provider"],
      ["active", "active", "payment_succeeded", "provider"],
    ]);
    expect(
      await handle.db.select().from(orders).where(eq(orders.userUuid, user.userUuid)),
    ).toHaveLength(1);

    const again = await submitCheckout(handle.db, provider, { user, request, offer }, clock.now);
    expect(again).toMatchObject({
      ok: true,
      status: "paid",
      order: { id: order.id },
      subscription: { id: stored?.id },
    });
    expect(provider.charges.length).toBe(charged);
    expect(
      await handle.db.select().from(payments).where(eq(payments.orderId, order.id)),
    ).toHaveLength(1);
  });

  it("a one-time purchase: the payment event repairs the order, and our late write changes nothing", async () => {
    const user = await createUser(handle.db);
    const request = {
      packageId: recipeBook.id,
      currency: "EUR",
      shownAmountMinor: 999,
      paymentMethodId: testCards.ok,
      idempotencyKey: "crash-one-time-key-0001",
    };
    await expect(
      submitCheckout(handle.db, crashing, { user, request, offer }, clock.now),
    ).rejects.toThrow("connection reset");
    const payment = provider.charges.at(-1);
    if (!payment) throw new Error("the provider did not charge");
    const order = await orderOf(request.idempotencyKey);
    expect(order.status).toBe("pending");

    await send({
      type: "payment.succeeded",
      paymentId: payment.paymentId,
      customerId: null,
      amountMinor: 999,
      currency: "EUR",
      references: { orderId: order.id },
    });
    expect(await orderOf(request.idempotencyKey)).toMatchObject({
      status: "paid",
      providerPaymentId: payment.paymentId,
    });

    const late = await recordPaymentOutcome(
      handle.db,
      { orderId: order.id, provider: "sandbox", payment },
      clock.now(),
    );
    expect(late.kind).toBe("already_paid");
    expect(
      await handle.db.select().from(payments).where(eq(payments.orderId, order.id)),
    ).toHaveLength(1);
  });

  it("the same crash repaired by resubmitting: the provider replays its answer instead of charging again", async () => {
    const user = await createUser(handle.db);
    const request = {
      packageId: recipeBook.id,
      currency: "EUR",
      shownAmountMinor: 999,
      paymentMethodId: testCards.ok,
      idempotencyKey: "crash-one-time-key-0002",
    };
    await expect(
      submitCheckout(handle.db, crashing, { user, request, offer }, clock.now),
    ).rejects.toThrow("connection reset");
    const charged = provider.charges.length;
    const result = await submitCheckout(handle.db, provider, { user, request, offer }, clock.now);
    expect(result).toMatchObject({
      ok: true,
      status: "paid",
      order: { status: "paid", amountMinor: 999 },
    });
    expect(provider.charges.length).toBe(charged);
  });
});
