import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargeUpsell } from "@/features/billing/server/charge-upsell";
import { payments, webhookEvents } from "@/server/db/schema/billing";
import { sandboxPaymentMethods } from "@/server/db/schema/sandbox-pay";
import {
  buy,
  eventsAbout,
  openSandboxHarness,
  orderStatus,
  runSandbox,
  subscriptionOfOrder,
  tokenise,
  offer,
  recipeBook,
  trialPlan,
  type SandboxHarness,
} from "./sandbox-harness";

describe("the sandbox processor at checkout", () => {
  let harness: SandboxHarness;
  beforeAll(async () => {
    harness = await openSandboxHarness();
  });
  afterAll(async () => {
    await harness.close();
  });

  it.each([
    ["4242 4242 4242 4242", "4242", "succeeds"],
    ["4000 0000 0000 0002", "0002", "declined"],
    ["4000 0000 0000 9995", "9995", "insufficient_funds"],
    ["4000 0000 0000 0069", "0069", "expired_card"],
    ["4000 0000 0000 3220", "3220", "requires_authentication"],
    ["4000 0000 0000 0341", "0341", "fails_off_session"],
  ])("tokenises the test card %s", async (number, last4, behaviour) => {
    const { status, body } = await tokenise(harness, number);
    expect(status).toBe(200);
    expect(body).toMatchObject({ object: "payment_method", card: { brand: "visa", last4 } });
    expect(body.id).toMatch(/^pm_/);
    const [stored] = await harness.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, body.id as string));
    expect(stored?.behaviour).toBe(behaviour);
    // Only the last four digits are kept.
    expect(JSON.stringify(stored)).not.toContain(number.replace(/ /g, ""));
  });

  it("refuses a card that fails its checks with a payment error code", async () => {
    expect(await tokenise(harness, "4242424242424241")).toMatchObject({
      status: 402,
      body: { error: { code: "invalid_request" } },
    });
    expect(await tokenise(harness, "4242424242424242", { expYear: 2001 })).toMatchObject({
      status: 402,
      body: { error: { code: "expired_card" } },
    });
    expect(await tokenise(harness, "4242424242424242", { cvc: "1" })).toMatchObject({
      status: 402,
      body: { error: { code: "incorrect_cvc" } },
    });
    expect(await tokenise(harness, "4242424242424242", { name: "" })).toMatchObject({
      status: 402,
      body: { error: { code: "invalid_request" } },
    });
  });

  it("replays a tokenisation with the same Idempotency-Key", async () => {
    const headers = { "idempotency-key": `card-${Date.now()}` };
    const first = await tokenise(harness, "4242424242424242", {}, headers);
    const again = await tokenise(harness, "4242424242424242", {}, headers);
    expect(again.body.id).toBe(first.body.id);
  });

  it("pays our order only when the processor's webhook arrives", async () => {
    const { result } = await buy(harness, { card: "4242424242424242" });
    if (!result.ok || !("order" in result)) throw new Error("checkout refused");
    expect(result.status).toBe("pending");
    const orderId = result.order.id;
    expect(await orderStatus(harness.db, orderId)).toBe("pending");
    // The bank settles: the processor knows, the app does not yet.
    await harness.queue.drain(["sandbox-pay.settle-payment"]);
    expect(await orderStatus(harness.db, orderId)).toBe("pending");
    const sent = await eventsAbout(harness.db, orderId);
    expect(sent.map((e) => e.type).sort()).toEqual([
      "customer.subscription.created",
      "customer.subscription.updated",
      "payment_intent.succeeded",
    ]);
    await harness.queue.drain(["sandbox-pay.deliver-event"]);
    expect(await orderStatus(harness.db, orderId)).toBe("paid");
    const subscription = await subscriptionOfOrder(harness.db, orderId);
    expect(subscription?.status).toBe("active");
    const received = await harness.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.provider, "sandbox"));
    const types = received.map((e) => e.type);
    for (const type of ["payment.succeeded", "invoice.paid", "subscription.updated"])
      expect(types).toContain(type);
    expect(received.every((e) => e.processedAt !== null)).toBe(true);
  });

  it("refuses a declined card at once and fails the order", async () => {
    for (const [card, code] of [
      ["4000000000000002", "card_declined"],
      ["4000000000009995", "insufficient_funds"],
      ["4000000000000069", "expired_card"],
    ] as const) {
      const { result } = await buy(harness, { card });
      expect(result).toMatchObject({ ok: false, error: "payment_failed", code });
      await runSandbox(harness);
      if (!("order" in result) || !result.order) throw new Error("no order");
      expect(await orderStatus(harness.db, result.order.id)).toBe("failed");
      expect(await subscriptionOfOrder(harness.db, result.order.id)).toBeUndefined();
    }
  });

  it("asks for authentication with the 3-D Secure card, then pays once approved", async () => {
    const { result } = await buy(harness, { card: "4000000000003220" });
    if (!result.ok || !("order" in result)) throw new Error("checkout refused");
    expect(result.status).toBe("pending");
    const orderId = result.order.id;
    const [payment] = await harness.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment?.status).toBe("requires_action");
    const page = `${harness.served.url}/api/billing/sandbox/authenticate/${payment!.providerPaymentId}`;
    const shown = await fetch(page);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('value="approve"');
    expect(html).toContain('value="fail"');
    const approved = await fetch(`${page}?return=/checkout/done`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=approve",
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    // Relative, so the browser keeps the host it used (and its cookies for that host).
    expect(approved.headers.get("location")).toBe(
      `/checkout/done?payment_intent=${payment!.providerPaymentId}`,
    );
    expect(await orderStatus(harness.db, orderId)).toBe("pending");
    await runSandbox(harness);
    expect(await orderStatus(harness.db, orderId)).toBe("paid");
    expect((await subscriptionOfOrder(harness.db, orderId))?.status).toBe("active");
  });

  it("fails the payment when the buyer fails authentication, and never sends them elsewhere", async () => {
    const { result } = await buy(harness, { card: "4000000000003220" });
    if (!result.ok || !("order" in result)) throw new Error("checkout refused");
    const orderId = result.order.id;
    const [payment] = await harness.db.select().from(payments).where(eq(payments.orderId, orderId));
    const page = `${harness.served.url}/api/billing/sandbox/authenticate/${payment!.providerPaymentId}`;
    const failed = await fetch(`${page}?return=//evil.example/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=fail",
      redirect: "manual",
    });
    expect(failed.status).toBe(200);
    await runSandbox(harness);
    expect(await orderStatus(harness.db, orderId)).toBe("failed");
    expect((await subscriptionOfOrder(harness.db, orderId))?.status).toBe("canceled");
  });

  it("starts a free trial with a zero invoice that checks the card, confirmed by webhook", async () => {
    const { result } = await buy(harness, {
      card: "4242424242424242",
      pkg: trialPlan,
      shownAmountMinor: 0,
    });
    if (!result.ok || !("order" in result)) throw new Error("checkout refused");
    expect(result.subscription?.status).toBe("trialing");
    expect(await orderStatus(harness.db, result.order.id)).toBe("pending");
    await runSandbox(harness);
    expect(await orderStatus(harness.db, result.order.id)).toBe("paid");
    const subscription = await subscriptionOfOrder(harness.db, result.order.id);
    expect(subscription?.status).toBe("trialing");
    expect(
      subscription!.currentPeriodEnd.getTime() - subscription!.currentPeriodStart.getTime(),
    ).toBe(7 * 86_400_000);
  });

  it("sells an upsell off-session to the saved card, paid by webhook; the 0341 card is declined", async () => {
    const upsell = async (card: string) => {
      const { user, result } = await buy(harness, { card });
      if (!result.ok) throw new Error("checkout refused");
      await runSandbox(harness);
      return chargeUpsell(
        harness.db,
        harness.provider,
        {
          userUuid: user.userUuid,
          afterOrderId: result.order.id,
          request: {
            packageId: recipeBook.id,
            currency: "EUR",
            shownAmountMinor: 999,
            idempotencyKey: `upsell-${card}-${Date.now()}`,
          },
          offer,
        },
        harness.clock.now,
      );
    };
    const sold = await upsell("4242424242424242");
    if (!sold.ok) throw new Error("upsell refused");
    expect(sold.status).toBe("pending");
    await runSandbox(harness);
    expect(await orderStatus(harness.db, sold.order.id)).toBe("paid");
    expect(await upsell("4000000000000341")).toMatchObject({
      ok: false,
      error: "payment_failed",
      code: "card_declined",
    });
  });

  it("refunds through the processor: our order is refunded when charge.refunded arrives", async () => {
    const { result } = await buy(harness, { card: "4242424242424242" });
    if (!result.ok || !("order" in result)) throw new Error("checkout refused");
    await runSandbox(harness);
    const [payment] = await harness.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, result.order.id));
    const refunded = await harness.provider.refund({
      idempotencyKey: `refund:${result.order.id}`,
      paymentId: payment!.providerPaymentId,
      amountMinor: 500,
      reason: "requested_by_customer",
    });
    expect(refunded).toMatchObject({ ok: true, refund: { amountMinor: 500 } });
    expect(await orderStatus(harness.db, result.order.id)).toBe("paid");
    await runSandbox(harness);
    expect(await orderStatus(harness.db, result.order.id)).toBe("partially_refunded");
  });
});
