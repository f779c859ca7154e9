import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderEvent } from "@/features/billing/domain/provider-event";
import type { SubscriptionEvent } from "@/features/billing/domain/subscription-states";
import { receiveWebhook } from "@/features/billing/server/receive-webhook";
import {
  applySubscriptionEvent,
  listSubscriptionTransitions,
  type SubscriptionRow,
} from "@/features/billing/server/subscription-store";
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import type { DatabaseHandle } from "@/server/db/create-database";
import { invoices, orders, subscriptions } from "@/server/db/schema/billing";
import { createUser, introPlanRequest, offer, openBillingDatabase, testClock } from "./billing-test-setup";
import { createStandInProvider } from "./stand-in-provider";

/** A provider event without the fields every delivery fills in. */
type EventBody = ProviderEvent extends infer E
  ? E extends ProviderEvent
    ? Omit<E, "eventId" | "provider" | "occurredAt">
    : never
  : never;

describe("a stored subscription", () => {
  let handle: DatabaseHandle;
  const clock = testClock();
  const provider = createStandInProvider({ now: clock.now });
  let eventCount = 0;
  beforeAll(async () => {
    handle = await openBillingDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  async function subscribe(key: string): Promise<SubscriptionRow> {
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
    if (!result.ok || !result.subscription) throw new Error("checkout failed");
    return result.subscription;
  }

  const stored = async (id: string) => {
    const [row] = await handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!row) throw new Error("missing");
    return row;
  };

  const send = async (event: EventBody) => {
    const full = {
      ...event,
      provider: "sandbox",
      eventId: `evt_life_${++eventCount}`,
      occurredAt: clock.now(),
    } as ProviderEvent;
    return receiveWebhook(handle.db, provider, provider.deliver(full), clock.now);
  };

  const moves = async (id: string) =>
    (await listSubscriptionTransitions(handle.db, id)).map((t) => [
      t.fromStatus,
      t.toStatus,
      t.event,
      t.actor,
    ]);

  it("moves only by legal transitions, and every move is recorded", async () => {
    const sub = await subscribe("lifecycle-key-000001");
    const ps = sub.providerSubscriptionId;
    const renewalStart = sub.currentPeriodEnd;
    const renewalEnd = new Date(renewalStart.getTime() + 28 * 86_400_000);

    clock.advanceDays(28);
    await send({
      type: "invoice.payment_failed",
      invoiceId: "in_r1",
      subscriptionId: ps,
      amountMinor: 3999,
      currency: "EUR",
      code: "insufficient_funds",
      attempt: 1,
      nextAttemptAt: clock.now(),
    });
    expect(await stored(sub.id)).toMatchObject({ status: "past_due" });
    await send({
      type: "invoice.payment_failed",
      invoiceId: "in_r1",
      subscriptionId: ps,
      amountMinor: 3999,
      currency: "EUR",
      code: "insufficient_funds",
      attempt: 2,
      nextAttemptAt: clock.now(),
    });
    await send({
      type: "invoice.paid",
      invoiceId: "in_r1",
      subscriptionId: ps,
      paymentId: "pay_r1",
      amountMinor: 3999,
      currency: "EUR",
      periodStart: renewalStart,
      periodEnd: renewalEnd,
    });
    expect(await stored(sub.id)).toMatchObject({
      status: "active",
      currentPeriodStart: renewalStart,
      currentPeriodEnd: renewalEnd,
    });
    const [invoice] = await handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.providerInvoiceId, "in_r1"));
    expect(invoice).toMatchObject({ status: "paid", attemptCount: 2, amountMinor: 3999 });
    const [renewal] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.id, invoice?.orderId ?? ""));
    expect(renewal).toMatchObject({
      kind: "renewal",
      status: "paid",
      amountMinor: 3999,
      subscriptionId: sub.id,
    });

    await send({
      type: "subscription.updated",
      subscriptionId: ps,
      status: "active",
      currentPeriodStart: renewalStart,
      currentPeriodEnd: renewalEnd,
      cancelAtPeriodEnd: true,
      references: {},
    });
    await send({
      type: "subscription.updated",
      subscriptionId: ps,
      status: "active",
      currentPeriodStart: renewalStart,
      currentPeriodEnd: renewalEnd,
      cancelAtPeriodEnd: false,
      references: {},
    });
    const act = (event: SubscriptionEvent) =>
      applySubscriptionEvent(handle.db, sub.id, event, {
        at: clock.now(),
        actor: "customer",
        cause: null,
      });
    expect(await act({ type: "paused" })).toMatchObject({
      ok: true,
      subscription: { status: "paused" },
    });
    expect(await act({ type: "resumed" })).toMatchObject({
      ok: true,
      subscription: { status: "active" },
    });
    expect(await act({ type: "cancel_requested", atPeriodEnd: true })).toMatchObject({
      ok: true,
      subscription: { status: "active", cancelAtPeriodEnd: true },
    });
    clock.advanceDays(28);
    await send({ type: "subscription.canceled", subscriptionId: ps, canceledAt: renewalEnd });
    const ended = await stored(sub.id);
    expect(ended).toMatchObject({ status: "expired", cancelAtPeriodEnd: false });
    expect(ended.endedAt).toBeInstanceOf(Date);

    expect(await moves(sub.id)).toEqual([
      [null, "active", "created", "customer"],
      ["active", "past_due", "payment_failed", "provider"],
      ["past_due", "past_due", "payment_failed", "provider"],
      ["past_due", "active", "payment_succeeded", "provider"],
      ["active", "active", "cancel_requested", "provider"],
      ["active", "active", "cancel_withdrawn", "provider"],
      ["active", "paused", "paused", "customer"],
      ["paused", "active", "resumed", "customer"],
      ["active", "active", "cancel_requested", "customer"],
      ["active", "expired", "period_ended", "provider"],
    ]);
  });

  it("refuses an illegal move with its reason and writes nothing", async () => {
    const sub = await subscribe("lifecycle-key-000002");
    const before = await moves(sub.id);
    const act = (event: SubscriptionEvent) =>
      applySubscriptionEvent(handle.db, sub.id, event, {
        at: clock.now(),
        actor: "staff",
        cause: null,
      });
    expect(await act({ type: "resumed" })).toMatchObject({ ok: false, reason: "not_allowed" });
    expect(await act({ type: "retries_exhausted" })).toMatchObject({
      ok: false,
      reason: "not_allowed",
    });
    expect(await act({ type: "period_ended" })).toMatchObject({
      ok: false,
      reason: "renews_by_payment",
    });
    expect(await act({ type: "cancel_requested", atPeriodEnd: false })).toMatchObject({
      ok: true,
      subscription: { status: "canceled" },
    });
    expect(await act({ type: "resumed" })).toMatchObject({ ok: false, reason: "terminal_state" });
    expect(await moves(sub.id)).toEqual([
      ...before,
      ["active", "canceled", "cancel_requested", "staff"],
    ]);
    expect(await stored(sub.id)).toMatchObject({ status: "canceled" });
  });

  it("a provider's pushed-out trial on a paid subscription extends its period: still active, only the end moves", async () => {
    const sub = await subscribe("lifecycle-key-000006");
    const ps = sub.providerSubscriptionId;
    const extendedEnd = new Date(sub.currentPeriodEnd.getTime() + 14 * 86_400_000);
    // Stripe's way: trial_end pushed out, the period restarting now and running to it.
    await send({
      type: "subscription.updated",
      subscriptionId: ps,
      status: "trialing",
      currentPeriodStart: clock.now(),
      currentPeriodEnd: extendedEnd,
      cancelAtPeriodEnd: false,
      references: {},
    });
    expect(await stored(sub.id)).toMatchObject({
      status: "active",
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: extendedEnd,
    });
    // The same report again, and a renewal's report (a new period, not yet paid), move nothing.
    await send({
      type: "subscription.updated",
      subscriptionId: ps,
      status: "trialing",
      currentPeriodStart: clock.now(),
      currentPeriodEnd: extendedEnd,
      cancelAtPeriodEnd: false,
      references: {},
    });
    await send({
      type: "subscription.updated",
      subscriptionId: ps,
      status: "active",
      currentPeriodStart: extendedEnd,
      currentPeriodEnd: new Date(extendedEnd.getTime() + 28 * 86_400_000),
      cancelAtPeriodEnd: false,
      references: {},
    });
    expect((await stored(sub.id)).currentPeriodEnd).toEqual(extendedEnd);
    expect((await moves(sub.id)).slice(1)).toEqual([
      ["active", "active", "period_extended", "provider"],
    ]);
  });

  it("ends when the provider gives up retrying", async () => {
    const sub = await subscribe("lifecycle-key-000003");
    await send({
      type: "invoice.payment_failed",
      invoiceId: "in_gone",
      subscriptionId: sub.providerSubscriptionId,
      amountMinor: 3999,
      currency: "EUR",
      code: "expired_card",
      attempt: 4,
      nextAttemptAt: null,
    });
    expect(await stored(sub.id)).toMatchObject({ status: "canceled" });
    expect((await moves(sub.id)).slice(1)).toEqual([
      ["active", "past_due", "payment_failed", "provider"],
      ["past_due", "canceled", "retries_exhausted", "provider"],
    ]);
    const [invoice] = await handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.providerInvoiceId, "in_gone"));
    expect(invoice).toMatchObject({ status: "failed", attemptCount: 4, nextAttemptAt: null });
  });

  it("events racing on one subscription are applied one after the other, as one unbroken chain", async () => {
    const sub = await subscribe("lifecycle-key-000004");
    const act = (event: SubscriptionEvent) =>
      applySubscriptionEvent(handle.db, sub.id, event, {
        at: clock.now(),
        actor: "system",
        cause: null,
      });
    const results = await Promise.all([
      act({ type: "payment_failed" }),
      act({ type: "cancel_requested", atPeriodEnd: true }),
      act({ type: "paused" }),
      act({ type: "payment_failed" }),
      act({ type: "retries_exhausted" }),
    ]);
    const recorded = await listSubscriptionTransitions(handle.db, sub.id);
    expect(recorded.length - 1).toBe(results.filter((r) => r.ok).length);
    for (let i = 1; i < recorded.length; i++)
      expect(recorded[i]?.fromStatus).toBe(recorded[i - 1]?.toStatus);
    expect(recorded.at(-1)?.toStatus).toBe((await stored(sub.id)).status);
  });
});
