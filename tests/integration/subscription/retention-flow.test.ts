import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { subscriptionTransitions } from "@/server/db/schema/billing";
import { subscriptionRetentionOffers } from "@/server/db/schema/subscription-changes";
import { acceptRetentionOffer } from "@/features/subscription/server/accept-retention-offer";
import { confirmCancel } from "@/features/subscription/server/confirm-cancel";
import { declineOffer } from "@/features/subscription/server/decline-offer";
import { giveCancelReason } from "@/features/subscription/server/give-cancel-reason";
import { loadAccountOverview } from "@/features/subscription/server/load-account-overview";
import { listFlowSteps } from "@/features/subscription/server/record-flow-step";
import type { AccountDeps } from "@/features/subscription/server/account-deps";
import {
  buy,
  openSandboxHarness,
  runSandbox,
  subscriptionOfOrder,
  type SandboxHarness,
} from "../sandbox-pay/sandbox-harness";
import { accountDepsOf, advanceTo, dayMs, renewalOrders } from "./account-harness";

type Buyer = { userUuid: string; email: string; orderId: string };

/**
 * The whole cancel flow against the sandbox processor: three buyers of the 4-week intro plan
 * (19.99 € first, then 39.99 €) on the same day — one pauses, one takes the discount, one
 * cancels — and the processor's clock runs on for four months.
 */
describe("cancel flow with retention offers", () => {
  let harness: SandboxHarness;
  let deps: AccountDeps;
  let start: Date;
  const buyers: Record<"pausing" | "discounted" | "leaving", Buyer> = {} as never;
  const flows = { pausing: randomUUID(), discounted: randomUUID(), leaving: randomUUID() };

  beforeAll(async () => {
    harness = await openSandboxHarness();
    deps = accountDepsOf(harness);
    start = harness.clock.now();
    for (const name of ["pausing", "discounted", "leaving"] as const) {
      const bought = await buy(harness, { card: "4242424242424242" });
      if (!bought.result.ok || !("order" in bought.result)) throw new Error("checkout refused");
      buyers[name] = { ...bought.user, orderId: bought.result.order.id };
    }
    await runSandbox(harness);
  });
  afterAll(async () => {
    await harness.close();
  });

  const person = (name: keyof typeof buyers) => ({
    userUuid: buyers[name].userUuid,
    email: buyers[name].email,
    locale: "de",
  });

  it("offers a pause for 'reached my goal' and the discount for 'too expensive', decided on the server", async () => {
    const pause = await giveCancelReason(deps, {
      ...person("pausing"),
      flowId: flows.pausing,
      reason: "reached_goal",
      reasonText: null,
    });
    expect(pause).toEqual({ ok: true, offer: { kind: "pause", defaultMonths: 2 } });
    const discount = await giveCancelReason(deps, {
      ...person("discounted"),
      flowId: flows.discounted,
      reason: "too_expensive",
      reasonText: null,
    });
    expect(discount).toEqual({
      ok: true,
      offer: { kind: "discount", percentOff: 50, renewals: 2 },
    });
  });

  it("refuses another person's flow", async () => {
    expect(
      await acceptRetentionOffer(deps, { ...person("leaving"), flowId: flows.pausing, months: 1 }),
    ).toEqual({ ok: false, code: "no_flow" });
    expect(
      await giveCancelReason(deps, {
        ...person("leaving"),
        flowId: flows.pausing,
        reason: "other",
        reasonText: "x",
      }),
    ).toEqual({ ok: false, code: "flow_conflict" });
  });

  it("pauses through the processor until one month after the paid period, once however often it is sent", async () => {
    const first = await acceptRetentionOffer(deps, { ...person("pausing"), flowId: flows.pausing, months: 1 });
    const again = await acceptRetentionOffer(deps, { ...person("pausing"), flowId: flows.pausing, months: 1 });
    await runSandbox(harness);
    const resumesAt = new Date("2025-07-01T12:00:00.000Z"); // 1 June (day 28) + 1 month
    expect(first).toEqual({ ok: true, kind: "pause", resumesAt });
    expect(again).toEqual(first);
    const subscription = await subscriptionOfOrder(harness.db, buyers.pausing.orderId);
    expect(subscription?.status).toBe("paused");
    const pauses = await harness.db
      .select()
      .from(subscriptionTransitions)
      .where(eq(subscriptionTransitions.subscriptionId, subscription!.id));
    expect(pauses.filter((row) => row.event === "paused")).toHaveLength(1);
    const mails = await harness.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyers.pausing.email));
    expect(mails.map((mail) => mail.kind)).toEqual(["pause-confirmation"]);
    expect(mails[0]!.subject).toBe("Dein Plan ist pausiert");
    const overview = await loadAccountOverview(deps, buyers.pausing.userUuid);
    expect(overview?.view).toEqual({ kind: "paused", until: resumesAt });
    expect(overview?.nextCharge).toEqual({ at: resumesAt, amountMinor: 3999 });
  });

  it("gives the discount once and shows the discounted next charge", async () => {
    const first = await acceptRetentionOffer(deps, { ...person("discounted"), flowId: flows.discounted });
    expect(first).toEqual({ ok: true, kind: "discount", percentOff: 50, renewals: 2 });
    const secondFlow = randomUUID();
    const reason = await giveCancelReason(deps, {
      ...person("discounted"),
      flowId: secondFlow,
      reason: "too_expensive",
      reasonText: null,
    });
    expect(reason).toEqual({ ok: true, offer: { kind: "none" } });
    expect(await acceptRetentionOffer(deps, { ...person("discounted"), flowId: secondFlow })).toEqual({
      ok: false,
      code: "no_offer",
    });
    const overview = await loadAccountOverview(deps, buyers.discounted.userUuid);
    expect(overview?.nextCharge).toEqual({ at: new Date(start.getTime() + 28 * dayMs), amountMinor: 2000 });
    expect(overview?.discount).toEqual({ percentOff: 50, renewalsLeft: 2 });
  });

  it("cancels at period end after a declined offer: access until then, every step recorded", async () => {
    const flowId = flows.leaving;
    const reason = await giveCancelReason(deps, {
      ...person("leaving"),
      flowId,
      reason: "other",
      reasonText: "Moving abroad",
    });
    expect(reason).toEqual({ ok: true, offer: { kind: "discount", percentOff: 50, renewals: 2 } });
    expect(await declineOffer(deps, { userUuid: buyers.leaving.userUuid, flowId })).toEqual({ ok: true });
    const periodEnd = new Date(start.getTime() + 28 * dayMs);
    expect(await confirmCancel(deps, { ...person("leaving"), flowId })).toEqual({ ok: true, endsAt: periodEnd });
    expect(await confirmCancel(deps, { ...person("leaving"), flowId })).toEqual({ ok: true, endsAt: periodEnd });
    await runSandbox(harness);
    const subscription = await subscriptionOfOrder(harness.db, buyers.leaving.orderId);
    expect(subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    const steps = await listFlowSteps(harness.db, subscription!.id);
    expect(steps.map((step) => [step.step, step.outcome, step.reason])).toEqual([
      ["reason_given", "offer_shown", "other"],
      ["offer_declined", "declined", "other"],
      ["cancel_confirmed", "cancel_scheduled", "other"],
    ]);
    expect(steps[0]!.reasonText).toBe("Moving abroad");
    expect(steps.every((step) => step.userUuid === buyers.leaving.userUuid)).toBe(true);
    const mails = await harness.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyers.leaving.email));
    expect(mails.map((mail) => mail.kind)).toEqual(["cancel-confirmation"]);
    const overview = await loadAccountOverview(deps, buyers.leaving.userUuid);
    expect(overview?.view).toEqual({ kind: "cancels", on: periodEnd });
    expect(overview?.nextCharge).toBeNull();
    expect(overview?.cancellable).toBe(false);
  });

  it("at day 28: the discounted renewal is half price, the paused and the cancelled ones charge nothing", async () => {
    await advanceTo(harness, start, 28);
    expect(await renewalOrders(harness, buyers.discounted.userUuid)).toEqual([{ status: "paid", amountMinor: 2000 }]);
    expect(await renewalOrders(harness, buyers.pausing.userUuid)).toEqual([]);
    expect(await renewalOrders(harness, buyers.leaving.userUuid)).toEqual([]);
    expect((await subscriptionOfOrder(harness.db, buyers.leaving.orderId))?.status).toBe("expired");
    expect((await subscriptionOfOrder(harness.db, buyers.pausing.orderId))?.status).toBe("paused");
  });

  it("renews the paused plan on the day the pause ends, then every period; the discount covers two renewals", async () => {
    await advanceTo(harness, start, 56);
    expect(await renewalOrders(harness, buyers.pausing.userUuid)).toEqual([]);
    expect(await renewalOrders(harness, buyers.discounted.userUuid)).toEqual([
      { status: "paid", amountMinor: 2000 },
      { status: "paid", amountMinor: 2000 },
    ]);
    await advanceTo(harness, start, 58); // 1 July, the pause's end
    expect(await renewalOrders(harness, buyers.pausing.userUuid)).toEqual([{ status: "paid", amountMinor: 3999 }]);
    const resumed = await subscriptionOfOrder(harness.db, buyers.pausing.orderId);
    expect(resumed?.status).toBe("active");
    expect(resumed?.currentPeriodStart.toISOString()).toBe("2025-07-01T12:00:00.000Z");
    expect(resumed?.currentPeriodEnd.toISOString()).toBe("2025-07-29T12:00:00.000Z");
    await advanceTo(harness, start, 86);
    expect(await renewalOrders(harness, buyers.pausing.userUuid)).toHaveLength(2);
    expect(await renewalOrders(harness, buyers.discounted.userUuid)).toEqual([
      { status: "paid", amountMinor: 2000 },
      { status: "paid", amountMinor: 2000 },
      { status: "paid", amountMinor: 3999 },
    ]);
    expect(await renewalOrders(harness, buyers.leaving.userUuid)).toEqual([]);
    const offers = await harness.db.select().from(subscriptionRetentionOffers);
    expect(offers).toHaveLength(2);
    const overview = await loadAccountOverview(deps, buyers.discounted.userUuid);
    expect(overview?.discount).toBeNull();
  });
});
