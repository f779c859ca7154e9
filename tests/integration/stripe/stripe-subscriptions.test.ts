import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateSubscriptionInput } from "@/features/billing/domain/payment-provider";
import {
  createStripeProvider,
  type StripeProvider,
} from "@/server/integrations/stripe/create-stripe-provider";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";

const day = 86_400_000;

function plan(overrides: Partial<CreateSubscriptionInput>): CreateSubscriptionInput {
  return {
    idempotencyKey: "order:s1:subscription",
    customerId: "cus_1",
    paymentMethodId: "pm_card_visa",
    currency: "USD",
    interval: { unit: "week", count: 4 },
    intro: { kind: "none" },
    regularAmountMinor: 3999,
    packageId: "pp_4week",
    references: { orderId: "ord_s1", userUuid: "u1" },
    ...overrides,
  };
}

describe("the Stripe provider: subscriptions", () => {
  let stand: StripeStandIn;
  let stripe: StripeProvider;
  let start: Date;
  beforeAll(async () => {
    stand = await startStripeStandIn();
    start = new Date(stand.now * 1000);
    stripe = createStripeProvider({
      secretKey: "sk_test_standin",
      webhookSecret: "whsec_standin",
      ...stand.connection,
    });
  });
  afterAll(async () => {
    await stand.close();
  });

  it("starts a plain subscription at the regular price and reads its first payment", async () => {
    const result = await stripe.createSubscription(plan({}));
    expect(result).toEqual({
      ok: true,
      subscription: {
        subscriptionId: expect.stringMatching(/^sub_/),
        customerId: "cus_1",
        status: "active",
        currentPeriodStart: start,
        currentPeriodEnd: new Date(start.getTime() + 28 * day),
        cancelAtPeriodEnd: false,
      },
      payment: {
        paymentId: expect.stringMatching(/^pi_/),
        status: "succeeded",
        amountMinor: 3999,
        currency: "USD",
        paymentMethodId: "pm_card_visa",
      },
    });
    const [call] = stand.calls("POST", "/v1/subscriptions");
    expect(call!.idempotencyKey).toBe("order:s1:subscription");
    expect(call!.form).toMatchObject({
      customer: "cus_1",
      default_payment_method: "pm_card_visa",
      payment_behavior: "allow_incomplete",
      items: [
        {
          price_data: {
            currency: "usd",
            product: "pp_4week",
            unit_amount: "3999",
            recurring: { interval: "week", interval_count: "4" },
          },
        },
      ],
      metadata: { orderId: "ord_s1", userUuid: "u1", packageId: "pp_4week" },
      expand: ["latest_invoice.payments"],
    });
    expect(call!.form.trial_period_days).toBeUndefined();
    // The package's product is made once, with the package id as its id.
    expect(stand.calls("POST", "/v1/products")).toHaveLength(1);
    expect(stand.calls("POST", "/v1/products")[0]!.form).toMatchObject({ id: "pp_4week" });
  });

  it("answers the same subscription for the same key, and makes the product only once", async () => {
    const before = stand.objects.subscriptions!.size;
    const first = await stripe.createSubscription(
      plan({ idempotencyKey: "order:s2:subscription" }),
    );
    const again = await stripe.createSubscription(
      plan({ idempotencyKey: "order:s2:subscription" }),
    );
    expect(again).toEqual(first);
    expect(stand.objects.subscriptions!.size).toBe(before + 1);
    expect(stand.calls("POST", "/v1/products")).toHaveLength(1);
  });

  it("runs an intro price as a schedule of two phases: intro for its periods, then regular", async () => {
    const result = await stripe.createSubscription(
      plan({
        idempotencyKey: "order:s3:subscription",
        currency: "JPY",
        interval: { unit: "week", count: 1 },
        intro: { kind: "intro_price", amountMinor: 980, periods: 2 },
        regularAmountMinor: 1980,
        packageId: "pp_1week",
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      subscription: { status: "active", currentPeriodEnd: new Date(start.getTime() + 7 * day) },
      payment: { status: "succeeded", amountMinor: 980, currency: "JPY" },
    });
    const [call] = stand.calls("POST", "/v1/subscription_schedules");
    expect(call!.idempotencyKey).toBe("order:s3:subscription");
    const recurring = { interval: "week", interval_count: "1" };
    expect(call!.form).toMatchObject({
      customer: "cus_1",
      start_date: "now",
      end_behavior: "release",
      default_settings: { default_payment_method: "pm_card_visa" },
      phases: [
        {
          items: [
            { price_data: { currency: "jpy", product: "pp_1week", unit_amount: "980", recurring } },
          ],
          duration: { interval: "week", interval_count: "2" },
          metadata: { orderId: "ord_s1", packageId: "pp_1week" },
        },
        {
          items: [
            {
              price_data: { currency: "jpy", product: "pp_1week", unit_amount: "1980", recurring },
            },
          ],
        },
      ],
    });
    expect((call!.form.phases as object[])[1]).not.toHaveProperty("duration");
  });

  it("starts a free trial with a SetupIntent and trial_period_days, charging nothing now", async () => {
    const result = await stripe.createSubscription(
      plan({
        idempotencyKey: "order:s4:subscription",
        currency: "EUR",
        interval: { unit: "month", count: 1 },
        intro: { kind: "free_trial", days: 7 },
        regularAmountMinor: 2999,
        packageId: "pp_trial",
      }),
    );
    expect(result).toEqual({
      ok: true,
      subscription: expect.objectContaining({
        status: "trialing",
        currentPeriodEnd: new Date(start.getTime() + 7 * day),
      }),
      payment: {
        paymentId: expect.stringMatching(/^seti_/),
        status: "succeeded",
        amountMinor: 0,
        currency: "EUR",
        paymentMethodId: "pm_card_visa",
      },
    });
    const [setup] = stand.calls("POST", "/v1/setup_intents");
    expect(setup!.idempotencyKey).toBe("order:s4:subscription:setup");
    expect(setup!.form).toMatchObject({
      customer: "cus_1",
      payment_method: "pm_card_visa",
      confirm: "true",
      usage: "off_session",
      automatic_payment_methods: { enabled: "true", allow_redirects: "never" },
    });
    const [call] = stand.calls("POST", "/v1/subscriptions").slice(-1);
    expect(call!.idempotencyKey).toBe("order:s4:subscription");
    expect(call!.form).toMatchObject({
      trial_period_days: "7",
      items: [
        { price_data: { currency: "eur", unit_amount: "2999", recurring: { interval: "month" } } },
      ],
    });
  });

  it("refuses a free trial whose method the bank declines, starting no subscription", async () => {
    const before = stand.objects.subscriptions!.size;
    const result = await stripe.createSubscription(
      plan({
        idempotencyKey: "order:s5:subscription",
        paymentMethodId: "pm_card_chargeDeclinedExpiredCard",
        intro: { kind: "free_trial", days: 7 },
      }),
    );
    expect(result).toEqual({ ok: false, code: "expired_card" });
    expect(stand.objects.subscriptions!.size).toBe(before);
  });

  it("reports a declined first payment as failed, and a bank's check as requires_action", async () => {
    const declined = await stripe.createSubscription(
      plan({
        idempotencyKey: "order:s6:subscription",
        paymentMethodId: "pm_card_chargeDeclinedInsufficientFunds",
      }),
    );
    expect(declined).toMatchObject({
      ok: true,
      subscription: { status: "incomplete" },
      payment: { status: "failed", failureCode: "insufficient_funds" },
    });
    const action = await stripe.createSubscription(
      plan({
        idempotencyKey: "order:s7:subscription",
        paymentMethodId: "pm_card_authenticationRequired",
      }),
    );
    expect(action).toMatchObject({ ok: true, payment: { status: "requires_action" } });
    if (!action.ok) throw new Error("unexpected failure");
    expect(await stripe.clientSecretOf({ paymentId: action.payment.paymentId })).toMatchObject({
      ok: true,
      intent: { clientSecret: expect.stringContaining("_secret_") },
    });
  });

  it("cancels at period end; an intro schedule is released first", async () => {
    const intro = await stripe.createSubscription(
      plan({
        idempotencyKey: "order:s8:subscription",
        intro: { kind: "intro_price", amountMinor: 1999, periods: 1 },
      }),
    );
    if (!intro.ok) throw new Error("not started");
    const subscriptionId = intro.subscription.subscriptionId;
    const result = await stripe.cancelSubscription({
      idempotencyKey: "cancel:s8",
      subscriptionId,
      when: "period_end",
    });
    expect(result).toMatchObject({
      ok: true,
      subscription: { subscriptionId, status: "active", cancelAtPeriodEnd: true },
    });
    const [release] = stand.calls("POST", /^\/v1\/subscription_schedules\/.+\/release$/);
    expect(release!.idempotencyKey).toBe("cancel:s8:release");
    const [update] = stand.calls("POST", `/v1/subscriptions/${subscriptionId}`);
    expect(update!.form).toEqual({ cancel_at_period_end: "true" });
    expect(update!.idempotencyKey).toBe("cancel:s8");
  });

  it("cancels a plain subscription at period end without touching any schedule", async () => {
    const started = await stripe.createSubscription(
      plan({ idempotencyKey: "order:s11:subscription" }),
    );
    if (!started.ok) throw new Error("not started");
    const subscriptionId = started.subscription.subscriptionId;
    const releases = stand.calls("POST", /\/release$/).length;
    const input = { idempotencyKey: "cancel:s11", subscriptionId, when: "period_end" as const };
    const first = await stripe.cancelSubscription(input);
    expect(first).toMatchObject({
      ok: true,
      subscription: { cancelAtPeriodEnd: true, status: "active" },
    });
    expect(await stripe.cancelSubscription(input)).toEqual(first);
    expect(stand.calls("POST", /\/release$/)).toHaveLength(releases);
    const updates = stand.calls("POST", `/v1/subscriptions/${subscriptionId}`);
    expect(updates.map((call) => call.idempotencyKey)).toEqual(["cancel:s11", "cancel:s11"]);
  });

  it("cancels now, and answers an ended subscription as it is", async () => {
    const started = await stripe.createSubscription(
      plan({ idempotencyKey: "order:s9:subscription" }),
    );
    if (!started.ok) throw new Error("not started");
    const subscriptionId = started.subscription.subscriptionId;
    const input = { idempotencyKey: "cancel:s9", subscriptionId, when: "now" as const };
    expect(await stripe.cancelSubscription(input)).toMatchObject({
      ok: true,
      subscription: { status: "canceled" },
    });
    expect(await stripe.cancelSubscription(input)).toMatchObject({
      ok: true,
      subscription: { status: "canceled" },
    });
    expect(stand.calls("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(
      await stripe.cancelSubscription({
        idempotencyKey: "cancel:x",
        subscriptionId: "sub_missing",
        when: "now",
      }),
    ).toEqual({ ok: false, code: "not_found" });
  });

  it("pauses collection until a date, and resumes", async () => {
    const started = await stripe.createSubscription(
      plan({ idempotencyKey: "order:s10:subscription" }),
    );
    if (!started.ok) throw new Error("not started");
    const subscriptionId = started.subscription.subscriptionId;
    const resumesAt = new Date(start.getTime() + 30 * day);
    const paused = await stripe.pauseSubscription({
      idempotencyKey: "pause:s10",
      subscriptionId,
      resumesAt,
    });
    expect(paused).toMatchObject({ ok: true, subscription: { status: "paused" } });
    const [pause] = stand.calls("POST", `/v1/subscriptions/${subscriptionId}`);
    expect(pause!.form).toEqual({
      pause_collection: { behavior: "void", resumes_at: String(resumesAt.getTime() / 1000) },
    });
    expect(pause!.idempotencyKey).toBe("pause:s10");
    const resumed = await stripe.resumeSubscription({
      idempotencyKey: "resume:s10",
      subscriptionId,
    });
    expect(resumed).toMatchObject({ ok: true, subscription: { status: "active" } });
    const [, resume] = stand.calls("POST", `/v1/subscriptions/${subscriptionId}`);
    expect(resume!.form).toEqual({ pause_collection: "" });
  });
});
