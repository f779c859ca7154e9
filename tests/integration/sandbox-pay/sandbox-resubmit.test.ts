import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import { orders, payments, subscriptions, subscriptionTransitions } from "@/server/db/schema/billing";
import { sandboxPaymentIntents } from "@/server/db/schema/sandbox-pay";
import {
  cardToken,
  createUser,
  introPlan,
  offer,
  openSandboxHarness,
  orderStatus,
  runSandbox,
  type SandboxHarness,
} from "./sandbox-harness";

/**
 * A page resends a checkout whose answer it lost, with the same key but a new card token (the
 * form tokenises the card again). Found by the checkout chaos run: the second call must never
 * fail an order the processor is charging (docs/billing.md, "Crash safety").
 */
describe("resubmitting a checkout with the same key and a new card token", () => {
  let harness: SandboxHarness;
  beforeAll(async () => {
    harness = await openSandboxHarness();
  });
  afterAll(async () => {
    await harness.close();
  });

  let keys = 0;
  const checkout = async (user: { userUuid: string; email: string }, key: string) =>
    submitCheckout(
      harness.db,
      harness.provider,
      {
        user,
        request: {
          packageId: introPlan.id,
          currency: "EUR",
          shownAmountMinor: 1999,
          paymentMethodId: await cardToken(harness, "4242424242424242"),
          idempotencyKey: key,
        },
        offer,
      },
      harness.clock.now,
    );

  it("while the first payment is processing: the same order, pending, nothing charged again", async () => {
    const user = await createUser(harness.db);
    const key = `resubmit-${++keys}-${Date.now()}`;
    const first = await checkout(user, key);
    expect(first).toMatchObject({ ok: true, status: "pending" });
    const again = await checkout(user, key);
    expect(again).toMatchObject({ ok: true, status: "pending" });
    expect(again.ok && first.ok && again.order.id).toBe(first.ok && first.order.id);
    await runSandbox(harness);
    const orderId = first.ok ? first.order.id : "";
    expect(await orderStatus(harness.db, orderId)).toBe("paid");
    expect(await harness.db.select().from(subscriptions).where(eq(subscriptions.initialOrderId, orderId))).toHaveLength(1);
    const intents = await harness.db.select().from(sandboxPaymentIntents);
    expect(intents.filter((intent) => intent.metadata.orderId === orderId && intent.status === "succeeded")).toHaveLength(1);
  });

  it("after a crash between the processor's answer and our write: the order stays pending and its webhook pays it once", async () => {
    const user = await createUser(harness.db);
    const key = `resubmit-${++keys}-${Date.now()}`;
    const first = await checkout(user, key);
    expect(first.ok).toBe(true);
    const orderId = first.ok ? first.order.id : "";
    // As if the process died after the processor charged but before we stored its answer.
    const [stored] = await harness.db.select().from(subscriptions).where(eq(subscriptions.initialOrderId, orderId));
    await harness.db.update(orders).set({ status: "pending", providerPaymentId: null, subscriptionId: null }).where(eq(orders.id, orderId));
    await harness.db.delete(subscriptionTransitions).where(eq(subscriptionTransitions.subscriptionId, stored!.id));
    await harness.db.delete(subscriptions).where(eq(subscriptions.id, stored!.id));
    await harness.db.delete(payments).where(eq(payments.orderId, orderId));

    const again = await checkout(user, key);
    expect(again).toMatchObject({ ok: true, status: "pending" });
    expect(await orderStatus(harness.db, orderId)).toBe("pending");
    await runSandbox(harness);
    expect(await orderStatus(harness.db, orderId)).toBe("paid");
    expect(await harness.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(await harness.db.select().from(subscriptions).where(eq(subscriptions.initialOrderId, orderId))).toHaveLength(1);
  });
});
