import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as checkoutRoute from "@/app/api/checkout/route"; // eslint-disable-line no-restricted-imports -- the route under test
import * as orderRoute from "@/app/api/checkout/orders/[orderId]/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { orders, subscriptions } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { users } from "@/server/db/schema/quiz";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { cardToken, openSandboxHarness, runSandbox, type SandboxHarness } from "../sandbox-pay/sandbox-harness";

/** The demo offer a US visitor without experiments sees: the `default` page, set `pp_default`, in USD. */
const fourWeeks = { packageId: "pp_4w_intro", currency: "USD" };

describe("POST /api/checkout and GET /api/checkout/orders/{id}", () => {
  let harness: SandboxHarness;
  let served: ServedRoutes;
  let shownAmount = 0;
  let twelveWeeksAmount = 0;
  let address = 0;
  beforeAll(async () => {
    harness = await openSandboxHarness();
    await seedPricePackages(harness.db);
    await seedFinalPages(harness.db);
    const [row] = await harness.db.select().from(pricePackages).where(eq(pricePackages.id, "pp_4w_intro"));
    shownAmount = (row!.introAmounts as Record<string, number>).USD!;
    const [twelve] = await harness.db.select().from(pricePackages).where(eq(pricePackages.id, "pp_12w_intro"));
    twelveWeeksAmount = (twelve!.introAmounts as Record<string, number>).USD!;
    served = await serveRoutes([
      { path: "/api/checkout", handlers: routeMethods(checkoutRoute) },
      { path: "/api/checkout/orders/[orderId]", handlers: routeMethods(orderRoute) },
    ]);
  });
  afterAll(async () => {
    await served.close();
    await harness.close();
  });

  /** The visitor id of the test's browser, as the proxy issued it on the checkout page. */
  const browser = "proxy_user_id=0b6f3c2e-5d4a-4e1f-9a87-6c5b4a392817";
  /** Another browser's request: `cookie` replaces the test browser's cookies (empty: a fresh browser). */
  const postFrom = (cookie: string, body: unknown) =>
    fetch(`${served.url}/api/checkout`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        // A US visitor, each from an address of its own (under the per-address limit).
        "x-forwarded-for": `192.0.2.${(++address % 250) + 1}`,
        cookie: `countryCode=US${cookie ? `; ${cookie}` : ""}`,
      },
      body: JSON.stringify(body),
    });
  const post = (body: unknown, cookie?: string) => postFrom(`${browser}${cookie ? `; ${cookie}` : ""}`, body);
  const statusOf = (orderId: string, cookie: string) =>
    fetch(`${served.url}/api/checkout/orders/${orderId}`, { headers: { cookie } });
  const purchaseCookieOf = (response: Response) =>
    response.headers.getSetCookie().find((c) => c.startsWith("purchase="))!.split(";")[0]!;
  let keys = 0;
  const request = async (card: string, extra: Record<string, unknown> = {}) => ({
    ...fourWeeks,
    shownAmountMinor: shownAmount,
    paymentMethodId: await cardToken(harness, card),
    idempotencyKey: `co_test_key_${Date.now()}_${++keys}`,
    email: `buyer-${keys}-${Date.now()}@example.com`,
    locale: "en",
    ...extra,
  });

  it("sells the offered package: one order, paid by the processor's webhook, one subscription", async () => {
    const body = await request("4242424242424242");
    const first = await post(body);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { orderId: string; status: string; next: string };
    expect(answer).toMatchObject({ status: "processing", next: "/checkout/confirm" });
    const cookie = purchaseCookieOf(first);
    expect(first.headers.getSetCookie().find((c) => c.startsWith("purchase="))).toMatch(/HttpOnly/i);
    expect(await (await statusOf(answer.orderId, cookie)).json()).toMatchObject({ status: "pending", next: null });

    // The page sends the same checkout again (a double click, a lost answer): the same order.
    const again = await post(body);
    expect(((await again.json()) as { orderId: string }).orderId).toBe(answer.orderId);

    await runSandbox(harness);
    expect(await (await statusOf(answer.orderId, cookie)).json()).toMatchObject({ status: "paid", next: "/upsell" });
    const [user] = await harness.db.select().from(users).where(eq(users.email, body.email));
    const bought = await harness.db.select().from(orders).where(eq(orders.userUuid, user!.uuid));
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ status: "paid", amountMinor: shownAmount, currency: "USD", packageId: "pp_4w_intro" });
    expect(await harness.db.select().from(subscriptions).where(eq(subscriptions.userUuid, user!.uuid))).toHaveLength(1);
  });

  it("a declined card answers 402 with the payment error code and leaves a failed order, no subscription", async () => {
    const body = await request("4000000000000002", { locale: "de" });
    const response = await post(body);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code: "card_declined" } });
    const [user] = await harness.db.select().from(users).where(eq(users.email, body.email));
    expect(user!.locale).toBe("de");
    const [order] = await harness.db.select().from(orders).where(eq(orders.userUuid, user!.uuid));
    expect(order).toMatchObject({ status: "failed", failureCode: "card_declined" });
    expect(await harness.db.select().from(subscriptions).where(eq(subscriptions.userUuid, user!.uuid))).toHaveLength(0);
  });

  it("a 3-D Secure card sends the buyer to the processor's check and back to the confirmation page", async () => {
    const response = await post(await request("4000000000003220", { locale: "ar" }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { orderId: string; status: string; next: string };
    expect(answer.status).toBe("requires_action");
    expect(answer.next).toMatch(/^\/api\/billing\/sandbox\/authenticate\/pi_[\w-]+\?return=%2Far%2Fcheckout%2Fconfirm$/);
    const status = await (await statusOf(answer.orderId, purchaseCookieOf(response))).json();
    expect(status).toMatchObject({ status: "pending", next: null, action: answer.next });
  });

  it.each([
    ["a package that was not offered", { packageId: "pp_4w_free_trial" }, "package_not_offered"],
    ["an unknown package", { packageId: "pp_no_such_plan" }, "unknown_package"],
    ["another currency", { currency: "EUR" }, "currency_mismatch"],
    ["a tampered price", { shownAmountMinor: 1 }, "price_mismatch"],
  ])("%s is refused with 422 and nothing is written", async (_name, change, code) => {
    const body = await request("4242424242424242", change);
    const response = await post(body);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code } });
    expect(response.headers.getSetCookie().some((c) => c.startsWith("purchase="))).toBe(false);
    const [user] = await harness.db.select().from(users).where(eq(users.email, body.email));
    const bought = user ? await harness.db.select().from(orders).where(eq(orders.userUuid, user.uuid)) : [];
    expect(bought).toHaveLength(0);
  });

  it("the same key with other details is a conflict, never a second order", async () => {
    const body = await request("4242424242424242");
    expect((await post(body)).status).toBe(200);
    const response = await post({ ...body, packageId: "pp_12w_intro", shownAmountMinor: twelveWeeksAmount });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "idempotency_conflict" } });
    expect(await harness.db.select().from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey))).toHaveLength(1);
  });

  it("bad input gets a 400 with its fields", async () => {
    const response = await post({ ...(await request("4242424242424242")), email: "not-an-address", idempotencyKey: "short" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["email", "idempotencyKey"]));
  });

  it("an order's status is only for its buyer: another buyer's or a forged cookie gets 404", async () => {
    const a = await post(await request("4242424242424242"));
    const b = await post(await request("4242424242424242"));
    const orderA = ((await a.json()) as { orderId: string }).orderId;
    expect((await statusOf(orderA, purchaseCookieOf(b))).status).toBe(404);
    expect((await statusOf(orderA, "purchase=eyJhbGciOiJIUzI1NiJ9.e30.forged")).status).toBe(404);
    expect((await statusOf(orderA, "")).status).toBe(404);
    expect((await statusOf(orderA, purchaseCookieOf(a))).status).toBe(200);
  });
});
