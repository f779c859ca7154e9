import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as checkoutRoute from "@/app/api/checkout/route"; // eslint-disable-line no-restricted-imports -- the route under test
import * as upsellRoute from "@/app/api/upsell/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import { holdsRunningPlanHere } from "@/features/checkout/server/running-plan-notice";
import { changePaymentMethod } from "@/features/subscription/server/change-payment-method";
import { loadAccountOverview } from "@/features/subscription/server/load-account-overview";
import { loadCustomerFile } from "@/features/support-proxy/server/load-customer-file";
import { customers, orders, subscriptions } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { users } from "@/server/db/schema/quiz";
import { sandboxPaymentIntents } from "@/server/db/schema/sandbox-pay";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { signInAs } from "../account/sign-in-as";
import { cardToken, openSandboxHarness, runSandbox, type SandboxHarness } from "../sandbox-pay/sandbox-harness";
import { accountDepsOf } from "../subscription/account-harness";

/**
 * Money and identity at the seams between checkout, upsells and the account, written as the
 * attacks and the confused buyer's path that once got through (docs/security.md): an upsell
 * charged to another person's card, a checkout by a stranger changing the owner's card, a
 * paid plan pushed out of view by an abandoned second checkout, and a checkout key replayed
 * from another browser. Real HTTP, the real sandbox processor and its webhooks.
 */
describe("money follows the payment that earned it", () => {
  let harness: SandboxHarness;
  let served: ServedRoutes;
  let amounts: Record<string, number> = {};
  let n = 0;
  beforeAll(async () => {
    harness = await openSandboxHarness();
    await seedPricePackages(harness.db);
    await seedFinalPages(harness.db);
    const rows = await harness.db.select().from(pricePackages);
    amounts = Object.fromEntries(
      rows.map((row) => [
        row.id,
        ((row.kind === "one_time" ? row.regularAmounts : row.introAmounts) as Record<string, number> | null)?.USD ?? 0,
      ]),
    );
    served = await serveRoutes([
      { path: "/api/checkout", handlers: routeMethods(checkoutRoute) },
      { path: "/api/upsell", handlers: routeMethods(upsellRoute) },
    ]);
  });
  afterAll(async () => {
    await served.close();
    await harness.close();
  });

  const address = (who: string) => `${who}-${Date.now()}-${++n}@example.com`;
  /** A browser: the visitor id the proxy issued it, and what it collects (purchase, session). */
  const newBrowser = (extra = "") => `proxy_user_id=${crypto.randomUUID()}${extra ? `; ${extra}` : ""}`;
  const purchaseOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith("purchase="))
      ?.split(";")[0];

  async function checkoutBody(email: string, card: string, packageId = "pp_4w_intro") {
    return {
      packageId,
      currency: "USD",
      shownAmountMinor: amounts[packageId],
      paymentMethodId: await cardToken(harness, card),
      idempotencyKey: `co_seams_${Date.now()}_${++n}`,
      email,
      locale: "en",
    };
  }
  const post = (path: string, cookie: string, body: unknown) =>
    fetch(`${served.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${(++n % 250) + 1}`, cookie: `countryCode=US; ${cookie}` },
      body: JSON.stringify(body),
    });
  const userOf = async (email: string) => (await harness.db.select().from(users).where(eq(users.email, email)))[0]!;

  it("an upsell accepted with the attacker's purchase is charged to the attacker's card, never to the victim's", async () => {
    const victim = address("victim");
    // The attacker buys the cheapest plan with the victim's address and a card of his own that
    // pays at checkout but is declined off-session (so a charge to it is visible as a refusal).
    const attackerBrowser = newBrowser();
    const attack = await post("/api/checkout", attackerBrowser, await checkoutBody(victim, "4000000000000341"));
    expect(attack.status).toBe(200);
    const attackerPurchase = purchaseOf(attack)!;
    await runSandbox(harness);
    // The victim, who owns the address, signs in and buys with her own card.
    const { cookie: session } = await signInAs(harness.db, victim);
    const victimBrowser = newBrowser(session);
    const bought = await post("/api/checkout", victimBrowser, await checkoutBody(victim, "4242424242424242"));
    expect(bought.status).toBe(200);
    const victimOrderId = ((await bought.json()) as { orderId: string }).orderId;
    const victimPurchase = purchaseOf(bought)!;
    await runSandbox(harness);

    // The attacker accepts the add-ons with his one-day purchase cookie.
    const recipes = { packageId: "pp_otp_recipe_book", shownAmountMinor: amounts.pp_otp_recipe_book };
    const accept = { step: 1, decision: "accept", items: [recipes], currency: "USD", locale: "en" };
    const stolen = await post("/api/upsell", `${attackerBrowser}; ${attackerPurchase}`, accept);
    expect(stolen.status).toBe(402);
    expect(await stolen.json()).toMatchObject({ error: { code: "card_declined" } });

    // Nothing was charged to the victim's card; the one off-session attempt was on the attacker's.
    const [victimOrder] = await harness.db.select().from(orders).where(eq(orders.id, victimOrderId));
    const offSession = await harness.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.offSession, true));
    const onVictimCard = offSession.filter((intent) => intent.paymentMethodId === victimOrder!.paymentMethodId);
    expect(onVictimCard).toEqual([]);

    // The victim's own add-ons go on her own card.
    const own = await post("/api/upsell", `${victimBrowser}; ${victimPurchase}`, accept);
    expect(own.status).toBe(200);
    await runSandbox(harness);
    const user = await userOf(victim);
    const upsells = await harness.db
      .select()
      .from(orders)
      .where(and(eq(orders.userUuid, user.uuid), eq(orders.kind, "upsell"), eq(orders.status, "paid")));
    expect(upsells).toHaveLength(1);
    expect(upsells[0]!.paymentMethodId).toBe(victimOrder!.paymentMethodId);
  });

  it("a checkout by someone who is not the signed-in owner leaves the owner's card and plan untouched", async () => {
    const owner = address("owner");
    const first = await post("/api/checkout", newBrowser(), await checkoutBody(owner, "4242424242424242"));
    expect(first.status).toBe(200);
    await runSandbox(harness);
    const user = await userOf(owner);
    // The owner, signed in, puts a card of her own on her plan: the account's saved card.
    const ownCard = await cardToken(harness, "4242424242424242");
    const changed = await changePaymentMethod(accountDepsOf(harness), {
      userUuid: user.uuid,
      paymentMethodId: ownCard,
      idempotencyKey: `card-change-${n}`,
    });
    expect(changed).toMatchObject({ ok: true });
    const before = {
      customer: (await harness.db.select().from(customers).where(eq(customers.userUuid, user.uuid)))[0]!,
      subscription: (await harness.db.select().from(subscriptions).where(eq(subscriptions.userUuid, user.uuid)))[0]!,
    };
    expect(before.customer.paymentMethodId).toBe(ownCard);
    expect(before.subscription).toMatchObject({ status: "active", paymentMethodId: ownCard });

    // A stranger's checkout with her address: refused before any charge, without a purchase cookie.
    const stranger = await post("/api/checkout", newBrowser(), await checkoutBody(owner, "4000000000000341"));
    expect(stranger.status).toBe(409);
    expect(await stranger.json()).toMatchObject({ error: { code: "subscription_exists" } });
    expect(purchaseOf(stranger)).toBeUndefined();

    // Even a purchase that does reach billing for her account (a one-time package, sold by
    // the same code) keeps its own card on its own order and changes nothing of hers.
    const strangerCard = await cardToken(harness, "4000000000000341");
    const sold = await submitCheckout(
      harness.db,
      harness.provider,
      {
        user: { userUuid: user.uuid, email: owner },
        request: {
          packageId: "pp_otp_recipe_book",
          currency: "USD",
          shownAmountMinor: amounts.pp_otp_recipe_book!,
          paymentMethodId: strangerCard,
          idempotencyKey: `co_seams_stranger_${n}`,
        },
        offer: { packageIds: ["pp_otp_recipe_book"], currency: "USD" },
      },
      harness.clock.now,
    );
    expect(sold).toMatchObject({ ok: true, order: { paymentMethodId: strangerCard } });
    await runSandbox(harness);
    const [customerAfter] = await harness.db.select().from(customers).where(eq(customers.userUuid, user.uuid));
    const subscriptionsAfter = await harness.db.select().from(subscriptions).where(eq(subscriptions.userUuid, user.uuid));
    expect(customerAfter!.paymentMethodId).toBe(ownCard);
    expect(subscriptionsAfter).toHaveLength(1);
    expect(subscriptionsAfter[0]).toMatchObject({
      id: before.subscription.id,
      status: "active",
      paymentMethodId: ownCard,
      currentPeriodEnd: before.subscription.currentPeriodEnd,
    });
    const overview = await loadAccountOverview(accountDepsOf(harness), user.uuid);
    expect(overview?.paymentMethod?.paymentMethodId).toBe(ownCard);
  });

  it("a second checkout of an active subscriber, declined and then left at the bank's check, leaves the paid plan active and in view", async () => {
    const buyer = address("subscriber");
    const paid = await post("/api/checkout", newBrowser(), await checkoutBody(buyer, "4242424242424242"));
    expect(paid.status).toBe(200);
    const purchase = purchaseOf(paid)!;
    await runSandbox(harness);
    const user = await userOf(buyer);

    // Back at the checkout without signing in: told there is a plan (this browser's purchase), and
    // a second plan for the address is refused before anything is charged.
    expect(await holdsRunningPlanHere(harness.db, { viewerUuid: null, purchase: { orderId: ((await paid.json()) as { orderId: string }).orderId, userUuid: user.uuid } })).toBe(true);
    expect(await holdsRunningPlanHere(harness.db, { viewerUuid: null, purchase: null })).toBe(false);
    const refused = await post("/api/checkout", newBrowser(purchase), await checkoutBody(buyer, "4000000000000002", "pp_12w_intro"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "subscription_exists" } });

    // Signed in, she is told as well, and may still go on: a declined card, then 3-D Secure left unanswered.
    const { cookie: session } = await signInAs(harness.db, buyer);
    expect(await holdsRunningPlanHere(harness.db, { viewerUuid: user.uuid, purchase: null })).toBe(true);
    const browser = newBrowser(session);
    const declined = await post("/api/checkout", browser, await checkoutBody(buyer, "4000000000000002", "pp_12w_intro"));
    expect(declined.status).toBe(402);
    const pending = await post("/api/checkout", browser, await checkoutBody(buyer, "4000000000003220", "pp_12w_intro"));
    expect(pending.status).toBe(200);
    expect(await pending.json()).toMatchObject({ status: "requires_action" });
    await runSandbox(harness);

    const overview = await loadAccountOverview(accountDepsOf(harness), user.uuid);
    expect(overview).toMatchObject({ status: "active", pkg: { id: "pp_4w_intro" } });
    expect(overview!.invoices.length).toBeGreaterThanOrEqual(1);
    expect(overview!.nextCharge).not.toBeNull();
    expect(overview!.others.map((other) => ({ plan: other.pkg?.id, status: other.status }))).toEqual([
      { plan: "pp_12w_intro", status: "incomplete" },
    ]);

    const file = await loadCustomerFile(accountDepsOf(harness), user.uuid);
    expect(file?.subscription).toMatchObject({ ok: true, data: { status: "active", pkg: { id: "pp_4w_intro" } } });
    const supportView = file!.subscription.ok ? file!.subscription.data : null;
    expect(supportView!.invoices.length).toBeGreaterThanOrEqual(1);
    expect(supportView!.others).toHaveLength(1);
  });

  it("a checkout key replayed from another browser is refused, without the order or a purchase cookie", async () => {
    const buyer = address("key-owner");
    const browser = newBrowser();
    const body = await checkoutBody(buyer, "4242424242424242");
    const first = await post("/api/checkout", browser, body);
    expect(first.status).toBe(200);
    const { orderId } = (await first.json()) as { orderId: string };

    // A fresh browser (fresh cookies) sends the same body, key included.
    for (const stranger of ["", newBrowser()]) {
      const replay = await post("/api/checkout", stranger, body);
      expect(replay.status).toBe(403);
      const answer = (await replay.json()) as Record<string, unknown>;
      expect(answer).toMatchObject({ error: { code: "foreign_attempt" } });
      expect(JSON.stringify(answer)).not.toContain(orderId);
      expect(purchaseOf(replay)).toBeUndefined();
    }
    // The browser that made it still gets its order back on a resubmission.
    const again = await post("/api/checkout", browser, body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { orderId: string }).orderId).toBe(orderId);

    // A refused attempt's key, replayed elsewhere, is refused alike (no pass to the account).
    const declinedBody = await checkoutBody(address("declined"), "4000000000000002");
    expect((await post("/api/checkout", browser, declinedBody)).status).toBe(402);
    const replayDeclined = await post("/api/checkout", newBrowser(), declinedBody);
    expect(replayDeclined.status).toBe(403);
    expect(purchaseOf(replayDeclined)).toBeUndefined();
    expect(await harness.db.select().from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey))).toHaveLength(1);
  });
});
