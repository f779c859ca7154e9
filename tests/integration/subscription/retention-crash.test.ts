import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionTransitions } from "@/server/db/schema/billing";
import { subscriptionRetentionOffers } from "@/server/db/schema/subscription-changes";
import { stepKey } from "@/features/subscription/domain/cancel-flow-steps";
import { pauseResumesAt } from "@/features/subscription/domain/pause-dates";
import { acceptRetentionOffer } from "@/features/subscription/server/accept-retention-offer";
import { confirmCancel } from "@/features/subscription/server/confirm-cancel";
import { giveCancelReason } from "@/features/subscription/server/give-cancel-reason";
import { listFlowSteps } from "@/features/subscription/server/record-flow-step";
import {
  buy,
  openSandboxHarness,
  runSandbox,
  subscriptionOfOrder,
  type SandboxHarness,
} from "../sandbox-pay/sandbox-harness";
import { accountDepsOf, advanceTo, renewalOrders } from "./account-harness";

/**
 * The process died after the provider applied the offer and before our writes: the provider's
 * webhook already paused our subscription. Sending the step again finishes our writes with the
 * provider's first answer — one pause, one offer row, one step.
 */
describe("a retention offer after a crash between the provider and our writes", () => {
  let harness: SandboxHarness;
  let buyer: { userUuid: string; email: string; orderId: string };

  beforeAll(async () => {
    harness = await openSandboxHarness();
    const bought = await buy(harness, { card: "4242424242424242" });
    if (!bought.result.ok || !("order" in bought.result)) throw new Error("checkout refused");
    buyer = { ...bought.user, orderId: bought.result.order.id };
    await runSandbox(harness);
  });
  afterAll(async () => {
    await harness.close();
  });

  it("finishes the pause once", async () => {
    const deps = accountDepsOf(harness);
    const flowId = randomUUID();
    const person = { userUuid: buyer.userUuid, email: buyer.email, locale: "en" };
    await giveCancelReason(deps, { ...person, flowId, reason: "not_using", reasonText: null });
    const subscription = (await subscriptionOfOrder(harness.db, buyer.orderId))!;
    // What the lost call had done at the provider, and its webhook here.
    const resumesAt = pauseResumesAt(subscription.currentPeriodEnd, 1);
    const first = await harness.provider.pauseSubscription({
      idempotencyKey: stepKey(subscription.id, flowId, "offer_accepted"),
      subscriptionId: subscription.providerSubscriptionId,
      resumesAt,
    });
    expect(first.ok).toBe(true);
    await runSandbox(harness);
    expect((await subscriptionOfOrder(harness.db, buyer.orderId))?.status).toBe("paused");

    expect(await acceptRetentionOffer(deps, { ...person, flowId, months: 1 })).toEqual({
      ok: true,
      kind: "pause",
      resumesAt,
    });
    const transitions = await harness.db
      .select()
      .from(subscriptionTransitions)
      .where(eq(subscriptionTransitions.subscriptionId, subscription.id));
    expect(transitions.filter((row) => row.event === "paused")).toHaveLength(1);
    expect(await harness.db.select().from(subscriptionRetentionOffers)).toHaveLength(1);
    const steps = await listFlowSteps(harness.db, subscription.id);
    expect(steps.map((step) => step.outcome)).toEqual(["offer_shown", "paused"]);
  });

  it("cancels a paused subscription now: nothing is charged when the pause would have ended", async () => {
    const deps = accountDepsOf(harness);
    const flowId = randomUUID();
    const person = { userUuid: buyer.userUuid, email: buyer.email, locale: "en" };
    // Paused, so no offer: straight to the confirmation.
    expect(await giveCancelReason(deps, { ...person, flowId, reason: "other", reasonText: null })).toEqual({
      ok: true,
      offer: { kind: "none" },
    });
    const result = await confirmCancel(deps, { ...person, flowId });
    expect(result).toEqual({ ok: true, endsAt: harness.clock.now() });
    await runSandbox(harness);
    expect((await subscriptionOfOrder(harness.db, buyer.orderId))?.status).toBe("canceled");
    await advanceTo(harness, harness.clock.now(), 70);
    expect(await renewalOrders(harness, buyer.userUuid)).toEqual([]);
  });
});
