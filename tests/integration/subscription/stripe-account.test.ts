import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeProvider } from "@/server/integrations/stripe/create-stripe-provider";
import { createStripeAccountPort, monthsOf } from "@/server/integrations/stripe/stripe-account-port";
import type { SubscriptionAccountPort } from "@/features/billing/domain/subscription-account-port";
import { startStripeStandIn, type StripeStandIn } from "../stripe/stripe-stand-in";

/** The account calls over Stripe, against the local stand-in of Stripe's API. */
describe("the Stripe account calls", () => {
  let stand: StripeStandIn;
  let account: SubscriptionAccountPort;
  let subscriptionId: string;

  beforeAll(async () => {
    stand = await startStripeStandIn();
    const connection = { secretKey: "sk_test_standin", ...stand.connection };
    account = createStripeAccountPort(connection);
    const stripe = createStripeProvider({ ...connection, webhookSecret: "whsec_standin" });
    const started = await stripe.createSubscription({
      idempotencyKey: "order:a1:subscription",
      customerId: "cus_1",
      paymentMethodId: "pm_card_visa",
      currency: "EUR",
      interval: { unit: "month", count: 1 },
      intro: { kind: "none" },
      regularAmountMinor: 2999,
      packageId: "pp_month",
      references: { orderId: "ord_a1", userUuid: "u1" },
    });
    if (!started.ok) throw new Error("no subscription");
    subscriptionId = started.subscription.subscriptionId;
    stand.objects.customers!.set("cus_1", { id: "cus_1", object: "customer", email: "a@example.com" });
  });
  afterAll(async () => {
    await stand.close();
  });

  it("sets a new card up off-session (no charge), then makes it the customer's and the subscription's default", async () => {
    const result = await account.replacePaymentMethod({
      idempotencyKey: "account:s1:card:k1",
      customerId: "cus_1",
      subscriptionId,
      paymentMethodId: "pm_card_mastercard",
    });
    expect(result).toEqual({
      ok: true,
      paymentMethod: { paymentMethodId: "pm_card_mastercard", brand: "mastercard", last4: "4444", expMonth: 12, expYear: 2034 },
    });
    const setup = stand.calls("POST", "/v1/setup_intents").at(-1)!;
    expect(setup.form).toMatchObject({ customer: "cus_1", payment_method: "pm_card_mastercard", confirm: "true", usage: "off_session" });
    expect(setup.idempotencyKey).toBe("account:s1:card:k1:setup");
    expect(stand.calls("POST", "/v1/payment_intents")).toHaveLength(0); // no charge
    expect(stand.objects.subscriptions!.get(subscriptionId)!.default_payment_method).toBe("pm_card_mastercard");
    expect(stand.objects.customers!.get("cus_1")!.invoice_settings).toEqual({ default_payment_method: "pm_card_mastercard" });
  });

  it("refuses a card the bank declines and changes nothing", async () => {
    const result = await account.replacePaymentMethod({
      idempotencyKey: "account:s1:card:k2",
      customerId: "cus_1",
      subscriptionId,
      paymentMethodId: "pm_card_chargeDeclined",
    });
    expect(result).toEqual({ ok: false, code: "card_declined" });
    expect(stand.objects.subscriptions!.get(subscriptionId)!.default_payment_method).toBe("pm_card_mastercard");
  });

  it("discounts the next renewals with a repeating coupon for the months they span", async () => {
    const result = await account.discountRenewals({
      idempotencyKey: "account:s1:flow:offer_accepted",
      subscriptionId,
      percentOff: 50,
      renewals: 2,
    });
    expect(result.ok).toBe(true);
    const coupon = stand.calls("POST", "/v1/coupons").at(-1)!;
    expect(coupon.form).toMatchObject({ percent_off: "50", duration: "repeating", duration_in_months: "2" });
    expect(coupon.idempotencyKey).toBe("account:s1:flow:offer_accepted:coupon");
    const [created] = [...stand.objects.coupons!.values()];
    expect(stand.objects.subscriptions!.get(subscriptionId)!.discounts).toEqual([created!.id]);
  });

  it("describes a saved card by brand, last four and expiry", async () => {
    expect(await account.describePaymentMethod({ paymentMethodId: "pm_card_visa" })).toEqual({
      ok: true,
      paymentMethod: { paymentMethodId: "pm_card_visa", brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
    });
  });

  it("counts coupon months from the price's interval", () => {
    expect(monthsOf({ interval: "month", interval_count: 1 }, 2)).toBe(2);
    expect(monthsOf({ interval: "month", interval_count: 3 }, 2)).toBe(6);
    expect(monthsOf({ interval: "year", interval_count: 1 }, 2)).toBe(24);
    expect(monthsOf({ interval: "week", interval_count: 4 }, 2)).toBe(2);
    expect(monthsOf({ interval: "week", interval_count: 1 }, 2)).toBe(1);
  });
});
