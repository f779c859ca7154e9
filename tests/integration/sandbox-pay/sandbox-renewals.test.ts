import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "@/server/db/schema/billing";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import { advanceSubscriptions } from "@/server/integrations/sandbox-pay/sandbox-renewals";
import {
  buy,
  eventsAbout,
  openSandboxHarness,
  runSandbox,
  subscriptionOfOrder,
  type SandboxHarness,
} from "./sandbox-harness";

const day = 86_400_000;

describe("sandbox renewals and dunning", () => {
  let harness: SandboxHarness;
  let start: Date;
  let renewing: { orderId: string; userUuid: string };
  let failing: { orderId: string; userUuid: string };

  beforeAll(async () => {
    harness = await openSandboxHarness();
    start = harness.clock.now();
    const a = await buy(harness, { card: "4242424242424242" });
    const b = await buy(harness, { card: "4000000000000341" });
    if (!a.result.ok || !b.result.ok || !("order" in a.result) || !("order" in b.result))
      throw new Error("checkout refused");
    renewing = { orderId: a.result.order.id, userUuid: a.user.userUuid };
    failing = { orderId: b.result.order.id, userUuid: b.user.userUuid };
    await runSandbox(harness);
  });
  afterAll(async () => {
    await harness.close();
  });

  /** Moves the business clock, runs the processor's scheduled work and delivers what it sent. */
  async function advanceTo(days: number) {
    harness.clock.advanceDays(days - (harness.clock.now().getTime() - start.getTime()) / day);
    await harness.queue.enqueue("sandbox-pay.advance-subscriptions", {});
    await harness.queue.drain(["sandbox-pay.advance-subscriptions"]);
    await runSandbox(harness);
  }

  const renewalOrders = (userUuid: string) =>
    harness.db
      .select()
      .from(orders)
      .where(and(eq(orders.userUuid, userUuid), eq(orders.kind, "renewal")));

  it("starts both subscriptions active, the second card working on-session", async () => {
    expect((await subscriptionOfOrder(harness.db, renewing.orderId))?.status).toBe("active");
    expect((await subscriptionOfOrder(harness.db, failing.orderId))?.status).toBe("active");
  });

  it("does nothing before a period ends", async () => {
    await advanceTo(27);
    expect(await renewalOrders(renewing.userUuid)).toHaveLength(0);
  });

  it("renews at the regular price when the intro period ends, paid through the webhook", async () => {
    await advanceTo(28);
    const renewals = await renewalOrders(renewing.userUuid);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: "paid", amountMinor: 3999, currency: "EUR" });
    const subscription = await subscriptionOfOrder(harness.db, renewing.orderId);
    expect(subscription?.status).toBe("active");
    expect(subscription?.currentPeriodStart.getTime()).toBe(start.getTime() + 28 * day);
    expect(subscription?.currentPeriodEnd.getTime()).toBe(start.getTime() + 56 * day);
  });

  it("puts the card that fails off-session past due, retries on days 1, 3 and 5, then cancels", async () => {
    expect((await subscriptionOfOrder(harness.db, failing.orderId))?.status).toBe("past_due");
    for (const at of [29, 31]) {
      await advanceTo(at);
      expect((await subscriptionOfOrder(harness.db, failing.orderId))?.status).toBe("past_due");
    }
    await advanceTo(32);
    expect((await subscriptionOfOrder(harness.db, failing.orderId))?.status).toBe("past_due");
    await advanceTo(33);
    expect((await subscriptionOfOrder(harness.db, failing.orderId))?.status).toBe("canceled");
    const subscription = await subscriptionOfOrder(harness.db, failing.orderId);
    const failures = (await eventsAbout(harness.db, subscription!.providerSubscriptionId!))
      .filter((event) => event.type === "invoice.payment_failed")
      .map((event) => JSON.parse(event.body) as { data: { object: Record<string, unknown> } })
      .map(({ data: { object } }) => [object.attempt_count, object.next_payment_attempt]);
    const renewalAt = start.getTime() + 28 * day;
    expect(failures.sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
      [1, new Date(renewalAt + day).toISOString()],
      [2, new Date(renewalAt + 3 * day).toISOString()],
      [3, new Date(renewalAt + 5 * day).toISOString()],
      [4, null],
    ]);
    expect(await renewalOrders(failing.userUuid)).toHaveLength(0);
  });

  it("runs each renewal once however often the job runs", async () => {
    await advanceTo(33);
    await advanceTo(33);
    expect(await renewalOrders(renewing.userUuid)).toHaveLength(1);
    expect(await advanceSubscriptions(sandboxDeps(harness.db, harness.clock.now))).toEqual({
      renewed: 0,
      retried: 0,
    });
  });
});
