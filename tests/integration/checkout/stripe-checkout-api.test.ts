import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutBodySchema, postCheckout } from "@/features/checkout/server/checkout-api";
import { paymentNextAction } from "@/features/checkout/server/payment-next-action";
import type { DatabaseHandle } from "@/server/db/create-database";
import { orders, payments } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { createStripeProvider, type StripeProvider } from "@/server/integrations/stripe/create-stripe-provider";
import { createTestDatabase } from "../../helpers/test-db";
import { startStripeStandIn, type StripeStandIn } from "../stripe/stripe-stand-in";

/**
 * The checkout API selling through Stripe (the local stand-in of Stripe's API): the Payment
 * Element's method comes in, and a payment the bank wants to check comes back with the
 * intent's client secret for Stripe.js, never a sandbox page.
 */
describe("POST /api/checkout when Stripe sells", () => {
  let stand: StripeStandIn;
  let stripe: StripeProvider;
  let handle: DatabaseHandle;
  let shownAmount = 0;
  let keys = 0;
  beforeAll(async () => {
    stand = await startStripeStandIn();
    stripe = createStripeProvider({ secretKey: "sk_test_standin", webhookSecret: "whsec_checkout_api", ...stand.connection });
    handle = await createTestDatabase();
    await seedPricePackages(handle.db);
    await seedFinalPages(handle.db);
    const [row] = await handle.db.select().from(pricePackages).where(eq(pricePackages.id, "pp_4w_intro"));
    shownAmount = (row!.introAmounts as Record<string, number>).USD!;
  });
  afterAll(async () => {
    await stand.close();
    await handle.close();
  });

  const body = (paymentMethodId: string, locale = "en") =>
    checkoutBodySchema.parse({
      packageId: "pp_4w_intro",
      currency: "USD",
      shownAmountMinor: shownAmount,
      paymentMethodId,
      idempotencyKey: `co_stripe_api_${Date.now()}_${++keys}`,
      email: `stripe-buyer-${keys}-${Date.now()}@example.com`,
      locale,
    });
  const post = (parsed: ReturnType<typeof body>) =>
    postCheckout(
      new Request("http://localhost/api/checkout", {
        method: "POST",
        // One browser (its visitor id): a repeated key is answered only to the browser that sent it.
        headers: { cookie: "countryCode=US; proxy_user_id=6f1d2a4e-9b3c-4d5e-8f70-112233445566", "x-forwarded-for": `198.51.100.${keys}` },
      }),
      parsed,
      handle.db,
      stripe,
    );

  it("a payment the bank wants to check answers requires_action with the intent's client secret and the confirmation page", async () => {
    const parsed = body("pm_card_authenticationRequired", "fr");
    const response = await post(parsed);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = (await response.json()) as { orderId: string; status: string; next: string; clientSecret?: string };
    expect(answer.status).toBe("requires_action");
    expect(answer.next).toBe("/fr/checkout/confirm");
    expect(answer.next).not.toContain("/api/billing/sandbox");
    const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, answer.orderId));
    expect(payment!.status).toBe("requires_action");
    const intent = stand.objects.payment_intents!.get(payment!.providerPaymentId);
    expect(intent).toBeDefined();
    expect(answer.clientSecret).toBe(intent!.client_secret);
    expect(answer.clientSecret).toMatch(/^pi_.+_secret_/);
    // The secret is read from Stripe when asked, never stored with our rows.
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, answer.orderId));
    expect(JSON.stringify(order)).not.toContain(answer.clientSecret);
    expect(JSON.stringify(payment)).not.toContain(answer.clientSecret);
  });

  it("the same attempt sent again gets the same order and the same client secret, and nothing is charged twice", async () => {
    const parsed = body("pm_card_authenticationRequired");
    const first = (await (await post(parsed)).json()) as { orderId: string; clientSecret: string };
    const schedules = stand.objects.subscription_schedules!.size;
    const intents = stand.objects.payment_intents!.size;
    const scheduleCalls = stand.calls("POST", "/v1/subscription_schedules").length;
    const again = (await (await post(parsed)).json()) as { orderId: string; clientSecret: string };
    expect(again.orderId).toBe(first.orderId);
    expect(again.clientSecret).toBe(first.clientSecret);
    // The bank's check is still open: answered from our own rows, Stripe is not asked to charge again.
    expect(stand.calls("POST", "/v1/subscription_schedules")).toHaveLength(scheduleCalls);
    expect(stand.objects.subscription_schedules!.size).toBe(schedules);
    expect(stand.objects.payment_intents!.size).toBe(intents);
  });

  it("a card without a bank check answers without any client secret", async () => {
    const response = await post(body("pm_card_visa"));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(["paid", "processing"]).toContain(answer.status);
    expect(answer).not.toHaveProperty("clientSecret");
  });

  it("a declined card is a 402 with its code, and no secret", async () => {
    const response = await post(body("pm_card_chargeDeclined"));
    expect(response.status).toBe(402);
    const answer = (await response.json()) as { error: { code: string } };
    expect(answer.error.code).toBe("card_declined");
    expect(JSON.stringify(answer)).not.toContain("secret");
  });

  it("without the intent's secret (an intent Stripe does not know) the page goes on to the confirmation page", async () => {
    expect(await paymentNextAction(stripe, "pi_unknown_to_stripe", "/checkout/confirm")).toEqual({ next: "/checkout/confirm" });
  });
});
