import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receiveWebhook } from "@/features/billing/server/receive-webhook";
import type { DatabaseHandle } from "@/server/db/create-database";
import { webhookEvents } from "@/server/db/schema/billing";
import {
  createStripeProvider,
  type StripeProvider,
} from "@/server/integrations/stripe/create-stripe-provider";
import { createTestDatabase } from "../../helpers/test-db";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";

type Delivery = {
  name: string;
  rawBody: string;
  headers: Record<string, string>;
  signedAt?: number;
  signedWith?: "forger";
  expected:
    | { ok: true; eventId: string; type: string; [field: string]: unknown }
    | { ok: false; code: string };
};

const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/stripe/signed-webhooks.json"), "utf8"),
) as { secret: string; forgerSecret: string; receivedAt: number; deliveries: Delivery[] };

const byName = (name: string) => golden.deliveries.find((delivery) => delivery.name === name)!;

describe("Stripe webhook deliveries", () => {
  let stand: StripeStandIn;
  let stripe: StripeProvider;
  let handle: DatabaseHandle;
  const receivedAt = () => new Date(golden.receivedAt * 1000);
  beforeAll(async () => {
    stand = await startStripeStandIn();
    stand.objects.invoices!.set("in_fixture_renewal", {
      id: "in_fixture_renewal",
      object: "invoice",
      payments: {
        data: [
          {
            id: "inpay_1",
            created: 1,
            payment: { type: "payment_intent", payment_intent: "pi_fixture_renewal" },
          },
        ],
      },
    });
    stand.objects.invoices!.set("in_fixture_failed", {
      id: "in_fixture_failed",
      object: "invoice",
      payments: {
        data: [
          {
            id: "inpay_2",
            created: 1,
            payment: { type: "payment_intent", payment_intent: "pi_fixture_failed" },
          },
        ],
      },
    });
    stand.objects.payment_intents!.set("pi_fixture_failed", {
      id: "pi_fixture_failed",
      object: "payment_intent",
      amount: 3999,
      currency: "usd",
      status: "requires_payment_method",
      last_payment_error: {
        type: "card_error",
        code: "expired_card",
        message: "Your card has expired.",
      },
    });
    stripe = createStripeProvider({
      secretKey: "sk_test_standin",
      webhookSecret: golden.secret,
      now: receivedAt,
      ...stand.connection,
    });
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await stand.close();
    await handle.close();
  });

  it("holds fixtures signed exactly as Stripe signs them", () => {
    for (const delivery of golden.deliveries) {
      if (delivery.signedAt === undefined) continue;
      const header = Object.values(delivery.headers)[0];
      const secret = delivery.signedWith === "forger" ? golden.forgerSecret : golden.secret;
      const body = delivery.name === "a body changed after signing" ? undefined : delivery.rawBody;
      if (!body) continue;
      expect(
        Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret,
          timestamp: delivery.signedAt,
        }),
      ).toBe(header);
    }
  });

  it.each(golden.deliveries.map((delivery) => [delivery.name, delivery] as const))(
    "%s",
    async (_name, delivery) => {
      const result = await stripe.parseWebhook({
        rawBody: delivery.rawBody,
        headers: delivery.headers,
      });
      if (!delivery.expected.ok) {
        expect(result).toMatchObject({ ok: false, code: delivery.expected.code });
        return;
      }
      const { ok: _ok, ...fields } = delivery.expected;
      expect(result).toMatchObject({ ok: true, event: { provider: "stripe", ...fields } });
    },
  );

  it("asks Stripe for an invoice's PaymentIntent only when the payload does not name it", async () => {
    const lookups = stand.calls("GET", "/v1/invoice_payments");
    expect(lookups.map((call) => call.query.get("invoice")).sort()).toEqual([
      "in_fixture_failed",
      "in_fixture_renewal",
    ]);
  });

  it("an invoice event whose PaymentIntent cannot be asked for is thrown, so Stripe sends it again", async () => {
    stand.failNext({ status: 500, body: { error: { type: "api_error", message: "down" } } }, 3);
    const delivery = golden.deliveries.find(
      (d) => d.expected.ok && d.expected.type === "invoice.paid",
    )!;
    await expect(
      stripe.parseWebhook({ rawBody: delivery.rawBody, headers: delivery.headers }),
    ).rejects.toThrow();
  });

  it("stores a delivered event once: the duplicate answers 200 and changes nothing", async () => {
    const first = byName("a genuine delivery");
    const duplicate = byName("the same event delivered again (a duplicate, signed anew)");
    const forged = byName("a forged signature (another secret)");
    const unused = byName("a genuine event of a type we do not use");
    const deliver = (delivery: Delivery) =>
      receiveWebhook(
        handle.db,
        stripe,
        { rawBody: delivery.rawBody, headers: delivery.headers },
        receivedAt,
      );
    expect(await deliver(forged)).toEqual({ status: 400, outcome: "invalid_signature" });
    expect(await deliver(unused)).toEqual({ status: 200, outcome: "ignored" });
    expect(await deliver(first)).toEqual({ status: 200, outcome: "processed" });
    expect(await deliver(duplicate)).toEqual({ status: 200, outcome: "duplicate" });
    const stored = await handle.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, "evt_1PwFixturePaid"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ provider: "stripe", type: "payment.succeeded" });
    expect(await handle.db.select().from(webhookEvents)).toHaveLength(1);
  });
});
