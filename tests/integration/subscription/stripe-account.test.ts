import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportedPeriodExtension } from "@/features/billing/domain/period-extension";
import { transitionSubscription } from "@/features/billing/domain/subscription-states";
import { createStripeProvider } from "@/server/integrations/stripe/create-stripe-provider";
import { normaliseStripeEvent } from "@/server/integrations/stripe/normalise-stripe-event";
import { stripeEventEnvelopeSchema } from "@/server/integrations/stripe/stripe-event-schema";
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

  it("extends by pushing trial_end out with no proration: nothing charged or refunded, the next charge on the new end", async () => {
    const periodEnd = new Date((stand.now + 45 * 86_400) * 1000);
    const request = { idempotencyKey: "staff:extend:s1:form-1", subscriptionId, periodEnd };
    const result = await account.extendPeriod(request);
    expect(result).toEqual({
      ok: true,
      subscription: { subscriptionId, customerId: "cus_1", status: "trialing", currentPeriodStart: new Date(stand.now * 1000), currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false },
    });
    const update = stand.calls("POST", `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    expect(update.form).toEqual({ trial_end: String(stand.now + 45 * 86_400), proration_behavior: "none" });
    expect(update.idempotencyKey).toBe("staff:extend:s1:form-1");
    expect(stand.calls("POST", "/v1/payment_intents")).toHaveLength(0);
    expect(stand.calls("POST", "/v1/refunds")).toHaveLength(0);
    expect(stand.calls("POST", "/v1/invoices")).toHaveLength(0);
    // The same key answers the same; Stripe refuses the key with another end.
    expect(await account.extendPeriod(request)).toEqual(result);
    expect(await account.extendPeriod({ ...request, periodEnd: new Date(periodEnd.getTime() + 86_400_000) })).toMatchObject({ ok: false, code: "invalid_request" });
  });

  it("reads the resulting customer.subscription.updated as an extension: ours stays active with the new period end", async () => {
    const subscription = stand.objects.subscriptions!.get(subscriptionId)!;
    const parsed = normaliseStripeEvent(
      stripeEventEnvelopeSchema.parse({ id: "evt_extend_1", type: "customer.subscription.updated", created: stand.now, data: { object: subscription } }),
    );
    if (!parsed.ok || parsed.event.type !== "subscription.updated") throw new Error("not a subscription update");
    const periodEnd = new Date((stand.now + 45 * 86_400) * 1000);
    expect(parsed.event).toMatchObject({ status: "trialing", currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false });
    const ours = { status: "active" as const, cancelAtPeriodEnd: false, currentPeriodStart: new Date((stand.now - 5 * 86_400) * 1000), currentPeriodEnd: new Date((stand.now + 25 * 86_400) * 1000) };
    const extendedTo = reportedPeriodExtension(ours, parsed.event);
    expect(extendedTo).toEqual(periodEnd);
    const moved = transitionSubscription(ours, { type: "period_extended", periodEnd: extendedTo! }, { at: new Date(stand.now * 1000), actor: "provider" });
    expect(moved).toMatchObject({ ok: true, state: { status: "active", currentPeriodStart: ours.currentPeriodStart, currentPeriodEnd: periodEnd } });
  });

  it("refuses to extend a subscription run by its intro schedule, a paused one and an ended one, without changing it", async () => {
    const stripe = createStripeProvider({ secretKey: "sk_test_standin", ...stand.connection, webhookSecret: "whsec_standin" });
    const scheduled = await stripe.createSubscription({
      idempotencyKey: "order:a2:subscription",
      customerId: "cus_1",
      paymentMethodId: "pm_card_visa",
      currency: "EUR",
      interval: { unit: "week", count: 1 },
      intro: { kind: "intro_price", amountMinor: 990, periods: 2 },
      regularAmountMinor: 1990,
      packageId: "pp_week",
      references: { orderId: "ord_a2", userUuid: "u2" },
    });
    if (!scheduled.ok) throw new Error("no subscription");
    const id = scheduled.subscription.subscriptionId;
    const periodEnd = new Date((stand.now + 30 * 86_400) * 1000);
    const before = stand.calls("POST", `/v1/subscriptions/${id}`).length;
    expect(await account.extendPeriod({ idempotencyKey: "staff:extend:s2:form-1", subscriptionId: id, periodEnd })).toMatchObject({ ok: false, code: "invalid_request" });
    expect(stand.objects.subscription_schedules!.size).toBeGreaterThan(0);
    expect([...stand.objects.subscription_schedules!.values()].every((schedule) => schedule.status === "active")).toBe(true);
    const object = stand.objects.subscriptions!.get(id)!;
    object.schedule = null;
    object.pause_collection = { behavior: "void", resumes_at: null };
    expect(await account.extendPeriod({ idempotencyKey: "staff:extend:s2:form-2", subscriptionId: id, periodEnd })).toMatchObject({ ok: false, code: "invalid_request" });
    Object.assign(object, { pause_collection: null, status: "canceled" });
    expect(await account.extendPeriod({ idempotencyKey: "staff:extend:s2:form-3", subscriptionId: id, periodEnd })).toMatchObject({ ok: false, code: "invalid_request" });
    expect(stand.calls("POST", `/v1/subscriptions/${id}`)).toHaveLength(before);
    expect(object.trial_end).toBeNull();
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
