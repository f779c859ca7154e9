import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createStripeProvider,
  type StripeProvider,
} from "@/server/integrations/stripe/create-stripe-provider";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";

const references = { orderId: "ord_b1", userUuid: "u1" };

describe("the Stripe provider: intents for the Payment Element", () => {
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

  it("makes a PaymentIntent for the browser to confirm and hands back only its client secret", async () => {
    const input = {
      idempotencyKey: "order:b1:intent",
      customerId: "cus_1",
      amountMinor: 1999,
      currency: "USD",
      description: "meal_plan",
      saveForLater: true,
      references,
    };
    const result = await stripe.createBrowserPaymentIntent(input);
    expect(result).toEqual({
      ok: true,
      intent: {
        intentId: expect.stringMatching(/^pi_/),
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      },
    });
    expect(await stripe.createBrowserPaymentIntent(input)).toEqual(result);
    const calls = stand.calls("POST", "/v1/payment_intents");
    expect(calls).toHaveLength(2);
    expect(calls[0]!.idempotencyKey).toBe("order:b1:intent");
    expect(calls[0]!.form).toEqual({
      amount: "1999",
      currency: "usd",
      customer: "cus_1",
      automatic_payment_methods: { enabled: "true" },
      setup_future_usage: "off_session",
      description: "meal_plan",
      metadata: references,
    });
    expect(stand.objects.payment_intents!.size).toBe(1);
  });

  it("makes a SetupIntent for a free trial: the method is saved, nothing is charged", async () => {
    const result = await stripe.createBrowserSetupIntent({
      idempotencyKey: "order:b2:setup",
      customerId: "cus_1",
      references,
    });
    expect(result).toMatchObject({
      ok: true,
      intent: {
        intentId: expect.stringMatching(/^seti_/),
        clientSecret: expect.stringContaining("_secret_"),
      },
    });
    const [call] = stand.calls("POST", "/v1/setup_intents");
    expect(call!.form).toEqual({
      customer: "cus_1",
      usage: "off_session",
      automatic_payment_methods: { enabled: "true" },
      metadata: references,
    });
    expect(call!.idempotencyKey).toBe("order:b2:setup");
  });

  it("answers not_found for the client secret of an unknown payment", async () => {
    expect(await stripe.clientSecretOf({ paymentId: "pi_unknown" })).toEqual({
      ok: false,
      code: "not_found",
    });
  });
});
