import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createStripeProvider,
  type StripeProvider,
} from "@/server/integrations/stripe/create-stripe-provider";
import { stripeApiVersion } from "@/server/integrations/stripe/stripe-client";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";

const references = { orderId: "ord_upsell_1", userUuid: "6f1c2c3e-0b1a-4e57-9d7e-1f2a3b4c5d6e" };

describe("the Stripe provider: customers, payments and refunds", () => {
  let stand: StripeStandIn;
  let stripe: StripeProvider;
  beforeAll(async () => {
    stand = await startStripeStandIn();
    stripe = createStripeProvider({
      secretKey: "sk_test_standin",
      webhookSecret: "whsec_standin",
      ...stand.connection,
    });
  });
  afterAll(async () => {
    await stand.close();
  });

  it("creates a customer once per key, with our user id as metadata and the pinned API version", async () => {
    const input = { idempotencyKey: "customer:u1", email: "ana@example.com", userUuid: "u1" };
    const first = await stripe.createCustomer(input);
    const again = await stripe.createCustomer(input);
    expect(first).toEqual({
      ok: true,
      customer: {
        customerId: expect.stringMatching(/^cus_/),
        email: "ana@example.com",
        userUuid: "u1",
      },
    });
    expect(again).toEqual(first);
    expect(stand.objects.customers!.size).toBe(1);
    const [call] = stand.calls("POST", "/v1/customers");
    expect(call!.form).toEqual({ email: "ana@example.com", metadata: { userUuid: "u1" } });
    expect(call!.idempotencyKey).toBe("customer:u1");
    expect(call!.headers["stripe-version"]).toBe(stripeApiVersion);
    expect(call!.headers.authorization).toBe("Bearer sk_test_standin");
  });

  it("finds a customer by e-mail or by id, and answers null for neither", async () => {
    const created = await stripe.createCustomer({
      idempotencyKey: "customer:u2",
      email: "bo@example.com",
      userUuid: "u2",
    });
    if (!created.ok) throw new Error("customer not created");
    const byEmail = await stripe.findCustomer({ email: "bo@example.com" });
    const byId = await stripe.findCustomer({ customerId: created.customer.customerId });
    expect(byEmail).toEqual({ ok: true, customer: created.customer });
    expect(byId).toEqual({ ok: true, customer: created.customer });
    expect(await stripe.findCustomer({ email: "nobody@example.com" })).toEqual({
      ok: true,
      customer: null,
    });
    expect(await stripe.findCustomer({ customerId: "cus_missing" })).toEqual({
      ok: true,
      customer: null,
    });
  });

  it("confirms a first payment with the Payment Element's method, saving it for later", async () => {
    const result = await stripe.confirmPayment({
      idempotencyKey: "order:o1:payment",
      customerId: "cus_1",
      paymentMethodId: "pm_card_visa",
      amountMinor: 1999,
      currency: "USD",
      saveForLater: true,
      description: "recipe_book",
      references,
    });
    expect(result).toEqual({
      ok: true,
      payment: {
        paymentId: expect.stringMatching(/^pi_/),
        status: "succeeded",
        amountMinor: 1999,
        currency: "USD",
        paymentMethodId: "pm_card_visa",
      },
    });
    const [call] = stand.calls("POST", "/v1/payment_intents").slice(-1);
    expect(call!.idempotencyKey).toBe("order:o1:payment");
    expect(call!.form).toMatchObject({
      amount: "1999",
      currency: "usd",
      customer: "cus_1",
      payment_method: "pm_card_visa",
      confirm: "true",
      setup_future_usage: "off_session",
      automatic_payment_methods: { enabled: "true", allow_redirects: "never" },
      metadata: references,
    });
    expect(call!.form.off_session).toBeUndefined();
  });

  it("passes yen and won through unchanged: they have no minor unit", async () => {
    for (const [currency, amount] of [
      ["JPY", 1980],
      ["KRW", 19900],
    ] as const) {
      const result = await stripe.confirmPayment({
        idempotencyKey: `order:${currency}:payment`,
        customerId: "cus_1",
        paymentMethodId: "pm_card_jcb",
        amountMinor: amount,
        currency,
        saveForLater: false,
        description: "recipe_book",
        references,
      });
      expect(result).toMatchObject({ ok: true, payment: { amountMinor: amount, currency } });
      const [call] = stand.calls("POST", "/v1/payment_intents").slice(-1);
      expect(call!.form).toMatchObject({
        amount: String(amount),
        currency: currency.toLowerCase(),
      });
      expect(call!.form.setup_future_usage).toBeUndefined();
    }
  });

  it("answers the first answer again for the same key: one charge", async () => {
    const input = {
      idempotencyKey: "order:o2:payment",
      customerId: "cus_1",
      paymentMethodId: "pm_card_visa",
      amountMinor: 4900,
      currency: "EUR",
      saveForLater: true,
      description: "fasting_guide",
      references,
    };
    const before = stand.objects.payment_intents!.size;
    const first = await stripe.confirmPayment(input);
    const again = await stripe.confirmPayment(input);
    expect(again).toEqual(first);
    expect(stand.objects.payment_intents!.size).toBe(before + 1);
  });

  it("maps a decline to the bank's reason, and a bank's check to requires_action with a client secret", async () => {
    const base = {
      customerId: "cus_1",
      amountMinor: 1999,
      currency: "USD",
      saveForLater: true,
      description: "recipe_book",
      references,
    };
    expect(
      await stripe.confirmPayment({
        ...base,
        idempotencyKey: "k-funds",
        paymentMethodId: "pm_card_chargeDeclinedInsufficientFunds",
      }),
    ).toEqual({ ok: false, code: "insufficient_funds" });
    expect(
      await stripe.confirmPayment({
        ...base,
        idempotencyKey: "k-expired",
        paymentMethodId: "pm_card_chargeDeclinedExpiredCard",
      }),
    ).toEqual({ ok: false, code: "expired_card" });
    expect(
      await stripe.confirmPayment({
        ...base,
        idempotencyKey: "k-declined",
        paymentMethodId: "pm_card_chargeDeclined",
      }),
    ).toEqual({ ok: false, code: "card_declined" });
    const action = await stripe.confirmPayment({
      ...base,
      idempotencyKey: "k-3ds",
      paymentMethodId: "pm_card_authenticationRequired",
    });
    expect(action).toMatchObject({ ok: true, payment: { status: "requires_action" } });
    if (!action.ok) throw new Error("unexpected failure");
    expect(await stripe.clientSecretOf({ paymentId: action.payment.paymentId })).toEqual({
      ok: true,
      intent: {
        intentId: action.payment.paymentId,
        clientSecret: `${action.payment.paymentId}_secret_standin`,
      },
    });
  });

  it("charges the saved method off-session for an upsell, and refuses when the bank wants the buyer", async () => {
    const base = {
      customerId: "cus_1",
      amountMinor: 999,
      currency: "GBP",
      description: "workout_plan",
      references,
    };
    const paid = await stripe.chargeOffSession({
      ...base,
      idempotencyKey: "order:o3:charge",
      paymentMethodId: "pm_card_visa",
    });
    expect(paid).toMatchObject({
      ok: true,
      payment: { status: "succeeded", amountMinor: 999, currency: "GBP" },
    });
    const [call] = stand.calls("POST", "/v1/payment_intents").slice(-1);
    expect(call!.idempotencyKey).toBe("order:o3:charge");
    expect(call!.form).toMatchObject({
      off_session: "true",
      confirm: "true",
      amount: "999",
      currency: "gbp",
      payment_method: "pm_card_visa",
    });
    expect(
      await stripe.chargeOffSession({
        ...base,
        idempotencyKey: "order:o4:charge",
        paymentMethodId: "pm_card_authenticationRequired",
      }),
    ).toEqual({ ok: false, code: "authentication_required" });
  });

  it("refunds a part, then the rest, then refuses a third refund", async () => {
    const paid = await stripe.confirmPayment({
      idempotencyKey: "order:o5:payment",
      customerId: "cus_1",
      paymentMethodId: "pm_card_visa",
      amountMinor: 3000,
      currency: "USD",
      saveForLater: false,
      description: "recipe_book",
      references,
    });
    if (!paid.ok) throw new Error("payment refused");
    const paymentId = paid.payment.paymentId;
    const part = await stripe.refund({
      idempotencyKey: "refund:1",
      paymentId,
      amountMinor: 1000,
      reason: "requested_by_customer",
    });
    expect(part).toEqual({
      ok: true,
      refund: {
        refundId: expect.stringMatching(/^re_/),
        paymentId,
        amountMinor: 1000,
        currency: "USD",
        status: "succeeded",
      },
    });
    expect(
      await stripe.refund({
        idempotencyKey: "refund:1",
        paymentId,
        amountMinor: 1000,
        reason: "requested_by_customer",
      }),
    ).toEqual(part);
    expect(
      await stripe.refund({
        idempotencyKey: "refund:2",
        paymentId,
        amountMinor: 5000,
        reason: "requested_by_customer",
      }),
    ).toEqual({
      ok: false,
      code: "amount_too_large",
    });
    const rest = await stripe.refund({
      idempotencyKey: "refund:3",
      paymentId,
      reason: "duplicate",
    });
    expect(rest).toMatchObject({ ok: true, refund: { amountMinor: 2000 } });
    const [call] = stand.calls("POST", "/v1/refunds").slice(-1);
    expect(call!.form).toEqual({ payment_intent: paymentId, reason: "duplicate" });
    expect(call!.idempotencyKey).toBe("refund:3");
    expect(
      await stripe.refund({
        idempotencyKey: "refund:4",
        paymentId,
        reason: "requested_by_customer",
      }),
    ).toEqual({
      ok: false,
      code: "already_refunded",
    });
  });

  it("answers provider_unavailable when Stripe keeps failing, having retried with the same key", async () => {
    const before = stand.calls().length;
    stand.failNext(
      { status: 500, body: { error: { type: "api_error", message: "Something went wrong." } } },
      3,
    );
    const result = await stripe.chargeOffSession({
      idempotencyKey: "order:o6:charge",
      customerId: "cus_1",
      paymentMethodId: "pm_card_visa",
      amountMinor: 999,
      currency: "USD",
      description: "workout_plan",
      references,
    });
    expect(result).toEqual({ ok: false, code: "provider_unavailable" });
    const tries = stand.calls().slice(before);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((call) => call.idempotencyKey))).toEqual(new Set(["order:o6:charge"]));
  });

  it("answers rate_limited when Stripe asks us to slow down, without retrying at once", async () => {
    const before = stand.calls().length;
    stand.failNext({
      status: 429,
      body: {
        error: { type: "invalid_request_error", code: "rate_limit", message: "Too many requests." },
      },
    });
    expect(await stripe.findCustomer({ email: "ana@example.com" })).toEqual({
      ok: false,
      code: "rate_limited",
    });
    expect(stand.calls().slice(before)).toHaveLength(1);
    expect(await stripe.findCustomer({ email: "nobody@example.com" })).toEqual({
      ok: true,
      customer: null,
    });
  });

  it("logs a refusal without Stripe's message, which may name the buyer", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    stand.failNext({
      status: 400,
      body: {
        error: {
          type: "invalid_request_error",
          code: "email_invalid",
          message: "Invalid email address: ana.lopez@example.com (card 4242 4242 4242 4242)",
          param: "email",
        },
      },
    });
    const result = await stripe.createCustomer({
      idempotencyKey: "customer:u3",
      email: "ana.lopez@example.com",
      userUuid: "u3",
    });
    spy.mockRestore();
    expect(result).toEqual({ ok: false, code: "invalid_request" });
    expect(lines.join("\n")).toContain("email_invalid");
    expect(lines.join("\n")).not.toContain("ana.lopez");
    expect(lines.join("\n")).not.toContain("4242");
  });

  it("deletes a customer with Stripe's DELETE /v1/customers/{id}; a second deletion finds it already gone", async () => {
    const created = await stripe.createCustomer({ idempotencyKey: "customer:erase-1", email: "erase.me@example.com", userUuid: "u-erase" });
    if (!created.ok) throw new Error("no customer");
    const { customerId } = created.customer;
    expect(await stripe.deleteCustomer({ customerId })).toEqual({ ok: true, alreadyGone: false });
    const [call] = stand.calls("DELETE", `/v1/customers/${customerId}`);
    expect(call?.headers["stripe-version"]).toBe(stripeApiVersion);
    expect(stand.objects.customers!.has(customerId)).toBe(false);
    expect(await stripe.findCustomer({ customerId })).toEqual({ ok: true, customer: null });
    expect(await stripe.deleteCustomer({ customerId })).toEqual({ ok: true, alreadyGone: true });
  });

  it("answers a Stripe outage during a deletion as provider_unavailable, so the job tries again", async () => {
    const created = await stripe.createCustomer({ idempotencyKey: "customer:erase-2", email: "erase.two@example.com", userUuid: "u-erase-2" });
    if (!created.ok) throw new Error("no customer");
    stand.failNext({ status: 503, body: { error: { type: "api_error", message: "down" } } }, 3);
    expect(await stripe.deleteCustomer({ customerId: created.customer.customerId })).toEqual({ ok: false, code: "provider_unavailable" });
    expect(stand.objects.customers!.has(created.customer.customerId)).toBe(true);
  });
});
