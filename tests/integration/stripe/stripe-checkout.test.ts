import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { chargeUpsell } from "@/features/billing/server/charge-upsell";
import { receiveWebhook } from "@/features/billing/server/receive-webhook";
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import type { PricePackage } from "@/features/pricing/domain/package";
import type { DatabaseHandle } from "@/server/db/create-database";
import { orders, payments, subscriptions } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { users } from "@/server/db/schema/quiz";
import {
  createStripeProvider,
  type StripeProvider,
} from "@/server/integrations/stripe/create-stripe-provider";
import { createTestDatabase } from "../../helpers/test-db";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";

const introPlan: PricePackage = {
  id: "pp_stripe_4w_intro",
  kind: "subscription",
  product: "meal_plan",
  period: { unit: "week", count: 4 },
  intro: { type: "intro_price", periods: 1 },
  amounts: { USD: { regular: 3999, intro: 1999 } },
  mostPopular: true,
  displayOrder: 1,
};

const recipeBook: PricePackage = {
  id: "pp_stripe_recipes",
  kind: "one_time",
  product: "recipe_book",
  amounts: { USD: { price: 999 } },
  mostPopular: false,
  displayOrder: 2,
};

const offer = { packageIds: [introPlan.id, recipeBook.id], currency: "USD" as const };
const webhookSecret = "whsec_checkout_standin";

describe("a checkout through billing, paid with the Stripe provider", () => {
  let stand: StripeStandIn;
  let stripe: StripeProvider;
  let handle: DatabaseHandle;
  let user: { userUuid: string; email: string };
  const now = () => new Date();
  beforeAll(async () => {
    stand = await startStripeStandIn();
    stripe = createStripeProvider({
      secretKey: "sk_test_standin",
      webhookSecret,
      ...stand.connection,
    });
    handle = await createTestDatabase();
    await handle.db
      .insert(pricePackages)
      .values([introPlan, recipeBook].map(pricePackageToColumns));
    const [row] = await handle.db
      .insert(users)
      .values({ email: `stripe-buyer-${Date.now()}@example.com` })
      .returning({ uuid: users.uuid, email: users.email });
    user = { userUuid: row!.uuid, email: row!.email };
  });
  afterAll(async () => {
    await stand.close();
    await handle.close();
  });

  const checkout = () =>
    submitCheckout(
      handle.db,
      stripe,
      {
        user,
        request: {
          packageId: introPlan.id,
          currency: "USD",
          shownAmountMinor: 1999,
          paymentMethodId: "pm_card_visa",
          idempotencyKey: "checkout-stripe-1",
        },
        offer,
      },
      now,
    );

  function deliver(type: string, object: object, id: string) {
    const rawBody = JSON.stringify({
      id,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: webhookSecret,
    });
    return receiveWebhook(
      handle.db,
      stripe,
      { rawBody, headers: { "stripe-signature": signature } },
      now,
    );
  }

  it("pays the intro price through a schedule and stores the subscription as active", async () => {
    const result = await checkout();
    expect(result).toMatchObject({ ok: true, status: "paid", subscription: { status: "active" } });
    if (!result.ok) throw new Error("checkout refused");
    const [customer] = stand.calls("POST", "/v1/customers");
    expect(customer!.idempotencyKey).toBe(`customer:${user.userUuid}`);
    const [schedule] = stand.calls("POST", "/v1/subscription_schedules");
    expect(schedule!.idempotencyKey).toBe(`order:${result.order.id}:subscription`);
    expect(schedule!.form).toMatchObject({
      phases: [
        {
          items: [{ price_data: { unit_amount: "1999", currency: "usd" } }],
          metadata: { orderId: result.order.id },
        },
        { items: [{ price_data: { unit_amount: "3999", currency: "usd" } }] },
      ],
    });
  });

  it("a resubmission of the same checkout charges nothing more", async () => {
    const again = await checkout();
    expect(again).toMatchObject({ ok: true, status: "paid" });
    expect(stand.calls("POST", "/v1/subscription_schedules")).toHaveLength(1);
    expect(await handle.db.select().from(orders)).toHaveLength(1);
  });

  it("the first invoice's webhook is recognised as the same payment, not a renewal", async () => {
    const [stored] = await handle.db.select().from(subscriptions);
    const subscription = stand.objects.subscriptions!.get(stored!.providerSubscriptionId!)!;
    const invoice = { ...stand.objects.invoices!.get(subscription.latest_invoice as string)! };
    delete invoice.payments;
    expect(
      await deliver("customer.subscription.created", subscription, "evt_checkout_sub"),
    ).toEqual({
      status: 200,
      outcome: "processed",
    });
    expect(await deliver("invoice.paid", invoice, "evt_checkout_invoice")).toEqual({
      status: 200,
      outcome: "processed",
    });
    expect(await deliver("invoice.paid", invoice, "evt_checkout_invoice")).toEqual({
      status: 200,
      outcome: "duplicate",
    });
    expect(await handle.db.select().from(orders)).toHaveLength(1);
    expect(await handle.db.select().from(payments)).toHaveLength(1);
  });

  it("sells an add-on afterwards, charged off-session to the method the checkout paid with", async () => {
    // The same checkout again answers its paid order (charging nothing).
    const base = await checkout();
    if (!base.ok) throw new Error("checkout refused");
    const result = await chargeUpsell(
      handle.db,
      stripe,
      {
        userUuid: user.userUuid,
        afterOrderId: base.order.id,
        request: {
          packageId: recipeBook.id,
          currency: "USD",
          shownAmountMinor: 999,
          idempotencyKey: "upsell-stripe-1",
        },
        offer,
      },
      now,
    );
    expect(result).toMatchObject({ ok: true, status: "paid" });
    if (!result.ok) throw new Error("upsell refused");
    const [charge] = stand.calls("POST", "/v1/payment_intents");
    expect(charge!.idempotencyKey).toBe(`order:${result.order.id}:charge`);
    expect(charge!.form).toMatchObject({
      amount: "999",
      currency: "usd",
      payment_method: "pm_card_visa",
      off_session: "true",
      confirm: "true",
      metadata: { orderId: result.order.id, userUuid: user.userUuid },
    });
    const [paid] = await handle.db.select().from(orders).where(eq(orders.id, result.order.id));
    expect(paid!.status).toBe("paid");
  });
});
