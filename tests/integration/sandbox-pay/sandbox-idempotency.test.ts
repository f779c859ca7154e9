import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import {
  activeProviderName,
  getPaymentProvider,
  isSandboxSelling,
  providerNamed,
} from "@/features/billing/server/providers/payment-provider-registry";
import {
  sandboxPaymentIntents,
  sandboxRefunds,
  sandboxSubscriptions,
} from "@/server/db/schema/sandbox-pay";
import { cardToken, openSandboxHarness, runSandbox, type SandboxHarness } from "./sandbox-harness";

describe("the sandbox processor's idempotency keys", () => {
  let harness: SandboxHarness;
  let provider: PaymentProvider;
  let customerId: string;
  beforeAll(async () => {
    harness = await openSandboxHarness();
    provider = harness.provider;
    const created = await provider.createCustomer({
      idempotencyKey: "customer:one",
      email: "one@example.com",
      userUuid: "00000000-0000-4000-8000-000000000001",
    });
    if (!created.ok) throw new Error("no customer");
    customerId = created.customer.customerId;
  });
  afterAll(async () => {
    await harness.close();
  });

  const subscriptionRequest = async (key: string, paymentMethodId: string) =>
    provider.createSubscription({
      idempotencyKey: key,
      customerId,
      paymentMethodId,
      currency: "EUR",
      interval: { unit: "week", count: 4 },
      intro: { kind: "intro_price", amountMinor: 1999, periods: 1 },
      regularAmountMinor: 3999,
      packageId: "pp_test_4w_intro",
      references: { orderId: "11111111-1111-4111-8111-111111111111" },
    });

  it("replays a customer creation", async () => {
    const again = await provider.createCustomer({
      idempotencyKey: "customer:one",
      email: "one@example.com",
      userUuid: "00000000-0000-4000-8000-000000000001",
    });
    expect(again).toMatchObject({ ok: true, customer: { customerId } });
    expect(await provider.findCustomer({ email: "one@example.com" })).toMatchObject({
      ok: true,
      customer: { customerId },
    });
  });

  it("replays a subscription: the same subscription and payment, charged once", async () => {
    const card = await cardToken(harness, "4242424242424242");
    const first = await subscriptionRequest("order:a:subscription", card);
    const again = await subscriptionRequest("order:a:subscription", card);
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    if (!first.ok) return;
    const intents = await harness.db
      .select({ n: count() })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.subscriptionId, first.subscription.subscriptionId));
    expect(intents[0]!.n).toBe(1);
    const subscriptions = await harness.db
      .select({ n: count() })
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, customerId));
    expect(subscriptions[0]!.n).toBe(1);
  });

  it("answers concurrent calls with one key once", async () => {
    const card = await cardToken(harness, "4242424242424242");
    const [a, b] = await Promise.all([
      subscriptionRequest("order:race:subscription", card),
      subscriptionRequest("order:race:subscription", card),
    ]);
    expect(a.ok).toBe(true);
    expect(b).toEqual(a);
    if (!a.ok) return;
    const intents = await harness.db
      .select({ n: count() })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.subscriptionId, a.subscription.subscriptionId));
    expect(intents[0]!.n).toBe(1);
  });

  it("refuses the same key for another request", async () => {
    const card = await cardToken(harness, "4242424242424242");
    const other = await provider.createSubscription({
      idempotencyKey: "order:a:subscription",
      customerId,
      paymentMethodId: card,
      currency: "EUR",
      interval: { unit: "week", count: 4 },
      intro: { kind: "none" },
      regularAmountMinor: 100,
      packageId: "pp_test_4w_intro",
      references: {},
    });
    expect(other).toMatchObject({ ok: false, code: "invalid_request" });
  });

  it("replays a refusal with the same key, even for a card that would now be accepted", async () => {
    const declined = await cardToken(harness, "4000000000000002");
    const first = await subscriptionRequest("order:b:subscription", declined);
    expect(first).toMatchObject({ ok: false, code: "card_declined" });
    expect(await subscriptionRequest("order:b:subscription", declined)).toEqual(first);
  });

  it("replays refunds, never refunding more than was paid", async () => {
    const card = await cardToken(harness, "4242424242424242");
    const paid = await provider.confirmPayment({
      idempotencyKey: "order:c:payment",
      customerId,
      paymentMethodId: card,
      amountMinor: 999,
      currency: "EUR",
      saveForLater: true,
      description: "recipe_book",
      references: {},
    });
    if (!paid.ok) throw new Error("not paid");
    expect(paid.payment.status).toBe("processing");
    const early = await provider.refund({
      idempotencyKey: "refund:early",
      paymentId: paid.payment.paymentId,
      reason: "requested_by_customer",
    });
    expect(early).toMatchObject({ ok: false, code: "invalid_request" });
    await runSandbox(harness);
    const refund = (key: string, amountMinor?: number) =>
      provider.refund({
        idempotencyKey: key,
        paymentId: paid.payment.paymentId,
        amountMinor,
        reason: "requested_by_customer",
      });
    const part = await refund("refund:1", 400);
    expect(part).toMatchObject({ ok: true, refund: { amountMinor: 400, status: "succeeded" } });
    expect(await refund("refund:1", 400)).toEqual(part);
    expect(await refund("refund:2", 600)).toMatchObject({ ok: false, code: "amount_too_large" });
    expect(await refund("refund:3")).toMatchObject({ ok: true, refund: { amountMinor: 599 } });
    expect(await refund("refund:4")).toMatchObject({ ok: false, code: "already_refunded" });
    const rows = await harness.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, paid.payment.paymentId));
    expect(rows.map((row) => row.amountMinor).sort()).toEqual([400, 599]);
  });

  it("fails an off-session charge on the card that fails off-session", async () => {
    const card = await cardToken(harness, "4000000000000341");
    const charge = (key: string, offSession: boolean) =>
      (offSession ? provider.chargeOffSession : provider.confirmPayment)({
        idempotencyKey: key,
        customerId,
        paymentMethodId: card,
        amountMinor: 500,
        currency: "EUR",
        saveForLater: true,
        description: "upsell",
        references: {},
      });
    expect(await charge("charge:on", false)).toMatchObject({
      ok: true,
      payment: { status: "processing" },
    });
    expect(await charge("charge:off", true)).toMatchObject({ ok: false, code: "card_declined" });
  });

  it("cancels at period end and replays the cancellation", async () => {
    const card = await cardToken(harness, "4242424242424242");
    const created = await subscriptionRequest("order:d:subscription", card);
    if (!created.ok) throw new Error("no subscription");
    const cancel = () =>
      provider.cancelSubscription({
        idempotencyKey: "cancel:d",
        subscriptionId: created.subscription.subscriptionId,
        when: "period_end",
      });
    const first = await cancel();
    expect(first).toMatchObject({ ok: true, subscription: { cancelAtPeriodEnd: true } });
    expect(await cancel()).toEqual(first);
  });

  it("sells through the sandbox without Stripe keys, and has no Stripe provider then", () => {
    expect(activeProviderName({})).toBe("sandbox");
    expect(activeProviderName({ stripeSecretKey: "sk_test_x" })).toBe("stripe");
    expect(getPaymentProvider(harness.db).name).toBe("sandbox");
    expect(isSandboxSelling()).toBe(true);
    expect(providerNamed(harness.db, "stripe")).toBeNull();
    expect(providerNamed(harness.db, "sandbox")?.name).toBe("sandbox");
  });
});
