import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionAccountPort } from "@/features/billing/domain/subscription-account-port";
import { orders, subscriptionTransitions } from "@/server/db/schema/billing";
import { sandboxSubscriptions } from "@/server/db/schema/sandbox-pay";
import { createSandboxAccountPort } from "@/server/integrations/sandbox-pay/sandbox-account-port";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import {
  buy,
  openSandboxHarness,
  runSandbox,
  subscriptionOfOrder,
  type SandboxHarness,
} from "./sandbox-harness";

const day = 86_400_000;

/** The processor moves a period end; its renewal job then renews on the new day only. */
describe("sandbox: extending a subscription's period", () => {
  let harness: SandboxHarness;
  let account: SubscriptionAccountPort;
  let start: Date;
  let bought: { orderId: string; userUuid: string; providerSubscriptionId: string };

  beforeAll(async () => {
    harness = await openSandboxHarness();
    account = createSandboxAccountPort(sandboxDeps(harness.db, harness.clock.now));
    start = harness.clock.now();
    const a = await buy(harness, { card: "4242424242424242" });
    if (!a.result.ok || !("order" in a.result)) throw new Error("checkout refused");
    await runSandbox(harness);
    const subscription = await subscriptionOfOrder(harness.db, a.result.order.id);
    bought = {
      orderId: a.result.order.id,
      userUuid: a.user.userUuid,
      providerSubscriptionId: subscription!.providerSubscriptionId,
    };
  });
  afterAll(async () => {
    await harness.close();
  });

  async function advanceTo(days: number) {
    harness.clock.advanceDays(days - (harness.clock.now().getTime() - start.getTime()) / day);
    await harness.queue.enqueue("sandbox-pay.advance-subscriptions", {});
    await harness.queue.drain(["sandbox-pay.advance-subscriptions"]);
    await runSandbox(harness);
  }
  const renewalOrders = () =>
    harness.db
      .select()
      .from(orders)
      .where(and(eq(orders.userUuid, bought.userUuid), eq(orders.kind, "renewal")));
  const processorRow = async () =>
    (
      await harness.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, bought.providerSubscriptionId))
    )[0]!;

  it("moves the period end by the key's request once; the same key answers the same", async () => {
    const request = {
      idempotencyKey: "staff:extend:test:form-1",
      subscriptionId: bought.providerSubscriptionId,
      periodEnd: new Date(start.getTime() + 35 * day),
    };
    const first = await account.extendPeriod(request);
    expect(first).toMatchObject({
      ok: true,
      subscription: { status: "active", currentPeriodEnd: new Date(start.getTime() + 35 * day) },
    });
    expect(await account.extendPeriod(request)).toEqual(first);
    expect(
      await account.extendPeriod({ ...request, periodEnd: new Date(start.getTime() + 40 * day) }),
    ).toMatchObject({ ok: false, code: "invalid_request" });
    expect((await processorRow()).currentPeriodEnd).toEqual(new Date(start.getTime() + 35 * day));
  });

  it("sends the change as a subscription update that moves our period end too (actor provider)", async () => {
    await runSandbox(harness);
    const ours = await subscriptionOfOrder(harness.db, bought.orderId);
    expect(ours).toMatchObject({ status: "active", currentPeriodStart: start });
    expect(ours!.currentPeriodEnd).toEqual(new Date(start.getTime() + 35 * day));
    const moves = await harness.db
      .select()
      .from(subscriptionTransitions)
      .where(
        and(
          eq(subscriptionTransitions.subscriptionId, ours!.id),
          eq(subscriptionTransitions.event, "period_extended"),
        ),
      );
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ fromStatus: "active", toStatus: "active", actor: "provider" });
  });

  it("refuses an end that is not later than the current one", async () => {
    expect(
      await account.extendPeriod({
        idempotencyKey: "staff:extend:test:form-2",
        subscriptionId: bought.providerSubscriptionId,
        periodEnd: new Date(start.getTime() + 30 * day),
      }),
    ).toMatchObject({ ok: false, code: "invalid_request" });
  });

  it("does not renew on the old day, renews on the new one for the next period", async () => {
    await advanceTo(28);
    await advanceTo(34);
    expect(await renewalOrders()).toHaveLength(0);
    await advanceTo(35);
    const renewals = await renewalOrders();
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: "paid", amountMinor: 3999 });
    const ours = await subscriptionOfOrder(harness.db, bought.orderId);
    expect(ours?.currentPeriodStart).toEqual(new Date(start.getTime() + 35 * day));
    expect(ours?.currentPeriodEnd).toEqual(new Date(start.getTime() + 63 * day));
  });

  it("refuses a subscription that is not running", async () => {
    await harness.db
      .update(sandboxSubscriptions)
      .set({ status: "past_due" })
      .where(eq(sandboxSubscriptions.id, bought.providerSubscriptionId));
    expect(
      await account.extendPeriod({
        idempotencyKey: "staff:extend:test:form-3",
        subscriptionId: bought.providerSubscriptionId,
        periodEnd: new Date(start.getTime() + 80 * day),
      }),
    ).toMatchObject({ ok: false, code: "invalid_request" });
    expect(
      await account.extendPeriod({
        idempotencyKey: "staff:extend:test:form-4",
        subscriptionId: "sub_unknown",
        periodEnd: new Date(start.getTime() + 80 * day),
      }),
    ).toMatchObject({ ok: false, code: "not_found" });
  });
});
