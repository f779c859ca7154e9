import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as checkoutRoute from "@/app/api/checkout/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { loadVisitorOffer } from "@/features/checkout/server/load-checkout-offer";
import { placeCheckout } from "@/features/checkout/server/place-checkout";
import { loadOfferAnchor } from "@/features/final-page/server/load-offer-anchor";
import { loadSoldPrices } from "@/features/pricing/server/load-sold-prices";
import { hashQuizSessionToken, newQuizSessionToken } from "@/features/quiz/server/quiz-session-token";
import { saveQuizSession } from "@/features/quiz/server/quiz-session-store";
import { orders } from "@/server/db/schema/billing";
import { priceHistory } from "@/server/db/schema/price-history";
import { pricePackages } from "@/server/db/schema/pricing";
import { users } from "@/server/db/schema/quiz";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { cardToken, openSandboxHarness, runSandbox, type SandboxHarness } from "../sandbox-pay/sandbox-harness";

/*
 * Honest urgency and reference prices (docs/pricing.md): a paid order records the price its
 * package sold at, through the real checkout API and the processor's webhook; the final page
 * strikes a price through only when that package sold higher in the last 30 days; the countdown
 * is anchored on the quiz session that reached the final page, and once it ends checkout no
 * longer accepts the discounted price.
 */
const day = 86_400_000;

describe("honest offer: recorded sale prices and the server-anchored countdown", () => {
  let harness: SandboxHarness;
  let served: ServedRoutes;
  let address = 0;
  beforeAll(async () => {
    harness = await openSandboxHarness();
    await seedPricePackages(harness.db);
    await seedFinalPages(harness.db);
    served = await serveRoutes([{ path: "/api/checkout", handlers: routeMethods(checkoutRoute) }]);
  });
  afterAll(async () => {
    await served.close();
    await harness.close();
  });

  const checkout = async (card: string) => {
    const email = `history-${++address}-${Date.now()}@example.com`;
    const response = await fetch(`${served.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${address + 20}`, cookie: "countryCode=US" },
      body: JSON.stringify({
        packageId: "pp_4w_intro",
        currency: "USD",
        shownAmountMinor: 1999,
        paymentMethodId: await cardToken(harness, card),
        idempotencyKey: `co_history_${Date.now()}_${address}`,
        email,
        locale: "en",
      }),
    });
    return { response, email };
  };
  const soldRows = () => harness.db.select().from(priceHistory).where(eq(priceHistory.packageId, "pp_4w_intro"));

  it("a paid order records its package, currency, amount and time once; a refused one records nothing", async () => {
    const paid = await checkout("4242424242424242");
    expect(paid.response.status).toBe(200);
    expect(await soldRows()).toEqual([]); // not paid yet: the processor's webhook pays it
    await runSandbox(harness);
    const [user] = await harness.db.select().from(users).where(eq(users.email, paid.email));
    const [order] = await harness.db.select().from(orders).where(eq(orders.userUuid, user!.uuid));
    expect(order?.status).toBe("paid");
    const rows = await soldRows();
    expect(rows).toEqual([
      { orderId: order!.id, packageId: "pp_4w_intro", currency: "USD", amountMinor: 1999, soldAt: expect.any(Date) },
    ]);

    const refused = await checkout("4000000000000002");
    expect(refused.response.status).toBe(402);
    await runSandbox(harness);
    expect(await soldRows()).toHaveLength(1);
  });

  it("the final page strikes through only the lowest price of the last 30 days, and only above today's", async () => {
    const [sale] = await soldRows();
    const soldAt = sale!.soldAt.getTime();
    const offerAt = async (now: number) => {
      const visitor = await loadVisitorOffer(harness.db, { instructions: {}, country: "US", sessionTokenHash: null, now });
      return visitor!.page.offers!.offers.find((offer) => offer.id === "pp_4w_intro")!;
    };
    // Sold at today's price: nothing to strike through.
    expect(await offerAt(soldAt + day)).toMatchObject({ dueToday: 1999, referencePrice: null, referencePerDay: null });
    expect(await loadSoldPrices(harness.db, ["pp_4w_intro", "pp_12w_intro"], soldAt + day)).toEqual([
      { packageId: "pp_4w_intro", currency: "USD", amountMinor: 1999, soldAt },
    ]);

    // Staff cut the intro price to $14.99: $19.99 really was the price in the last 30 days.
    await harness.db
      .update(pricePackages)
      .set({ introAmounts: sql`jsonb_set(${pricePackages.introAmounts}, '{USD}', '1499')` })
      .where(eq(pricePackages.id, "pp_4w_intro"));
    expect(await offerAt(soldAt + day)).toMatchObject({ dueToday: 1499, referencePrice: 1999, referencePerDay: 71 });
    // Exactly 30 days later the sale still counts; a millisecond after, it no longer does.
    expect((await offerAt(soldAt + 30 * day)).referencePrice).toBe(1999);
    expect((await offerAt(soldAt + 30 * day + 1)).referencePrice).toBeNull();
    // Another currency's visitor sees no dollar history.
    const euro = await loadVisitorOffer(harness.db, { instructions: {}, country: "DE", sessionTokenHash: null, now: soldAt + day });
    expect(euro!.page.offers!.offers.find((offer) => offer.id === "pp_4w_intro")?.referencePrice).toBeNull();
  });

  it("the quiz submit that leads to the final page anchors the countdown once; after its end checkout refuses the discount", async () => {
    const tokenHash = hashQuizSessionToken(newQuizSessionToken());
    const session = {
      tokenHash,
      proxyUserId: null,
      funnelName: "fasting-mix-2968",
      funnelVersion: 1,
      locale: "en",
      layout: "standard" as const,
      answers: {},
      history: [],
    };
    await saveQuizSession(harness.db, session);
    expect(await loadOfferAnchor(harness.db, tokenHash)).toBeNull();
    await saveQuizSession(harness.db, { ...session, completed: true });
    const anchor = await loadOfferAnchor(harness.db, tokenHash);
    expect(anchor).toEqual(expect.any(Number));
    expect(Math.abs(anchor! - Date.now())).toBeLessThan(60_000);
    // Answering the last step again (back and forward) never moves the anchor.
    await saveQuizSession(harness.db, { ...session, completed: true });
    expect(await loadOfferAnchor(harness.db, tokenHash)).toBe(anchor);

    const instructions = { final_page: "discount" };
    const during = await loadVisitorOffer(harness.db, { instructions, country: "US", sessionTokenHash: tokenHash, now: anchor! + 6 * 60_000 });
    expect(during!.page.timer).toEqual({ endsAt: anchor! + 15 * 60_000, remainingMs: 9 * 60_000, expired: false, afterEnd: "offer_ends" });
    expect(during!.offer?.packageIds).toEqual(["pp_1w_intro", "pp_4w_intro", "pp_12w_intro"]);

    const after = anchor! + 16 * 60_000;
    const ended = await loadVisitorOffer(harness.db, { instructions, country: "US", sessionTokenHash: tokenHash, now: after });
    expect(ended!.page.timer).toMatchObject({ expired: true, remainingMs: 0 });
    expect(ended!.offer?.packageIds).toEqual(["pp_1w_regular", "pp_4w_regular", "pp_12w_regular"]);

    const place = async (packageId: string, shownAmountMinor: number) =>
      placeCheckout(
        harness.db,
        harness.provider,
        {
          request: { packageId, currency: "USD", shownAmountMinor, paymentMethodId: await cardToken(harness, "4242424242424242"), idempotencyKey: `co_anchor_${packageId}_${Date.now()}` },
          email: `anchor-${packageId}-${Date.now()}@example.com`,
          locale: "en",
          profile: {},
          instructions,
          country: "US",
          sessionTokenHash: tokenHash,
          attemptOwner: null,
          viewerUuid: null,
        },
        () => new Date(after),
      );
    // The promised end is real: the discounted price can no longer be bought…
    expect(await place("pp_4w_intro", 1999)).toEqual({ kind: "invalid", error: "package_not_offered" });
    // …and what the page offers now is charged at the regular price.
    expect(await place("pp_4w_regular", 3999)).toMatchObject({ kind: "placed" });
  });
});
