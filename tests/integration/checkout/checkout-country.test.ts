import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as checkoutRoute from "@/app/api/checkout/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { resetEnvCache } from "@/env";
import { loadVisitorOffer } from "@/features/checkout/server/load-checkout-offer";
import { orders } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { users } from "@/server/db/schema/quiz";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { resolvePageRequest } from "@/server/proxy/context-step";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { cardToken, openSandboxHarness, type SandboxHarness } from "../sandbox-pay/sandbox-harness";

/*
 * Price arbitrage: the visitor writes `countryCode=VN` into their own cookie to be offered, and
 * charged, the Vietnamese price of a plan. With a trusted geo header configured, the header
 * decides the country, so the paywall shows and the checkout charges the header's country's
 * price whatever the cookie says.
 */
const geoHeader = "x-test-geo-country";
const attacker = { cookie: "countryCode=VN; isImperialSystemCountry=false", [geoHeader]: "US" };

describe("the country a visitor pays in, with a trusted geo header", () => {
  let harness: SandboxHarness;
  let served: ServedRoutes;
  let amounts: Record<string, number>;
  beforeAll(async () => {
    process.env.GEO_COUNTRY_HEADER = geoHeader;
    resetEnvCache();
    harness = await openSandboxHarness();
    await seedPricePackages(harness.db);
    await seedFinalPages(harness.db);
    const [row] = await harness.db.select().from(pricePackages).where(eq(pricePackages.id, "pp_12w_intro"));
    amounts = row!.introAmounts as Record<string, number>;
    served = await serveRoutes([{ path: "/api/checkout", handlers: routeMethods(checkoutRoute) }]);
  });
  afterAll(async () => {
    delete process.env.GEO_COUNTRY_HEADER;
    resetEnvCache();
    await served.close();
    await harness.close();
  });

  let keys = 0;
  const checkout = async (currency: string, shownAmountMinor: number) => {
    const email = `arbitrage-${++keys}-${Date.now()}@example.com`;
    const response = await fetch(`${served.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${keys + 10}`, ...attacker },
      body: JSON.stringify({
        packageId: "pp_12w_intro",
        currency,
        shownAmountMinor,
        paymentMethodId: await cardToken(harness, "4242424242424242"),
        idempotencyKey: `co_country_${Date.now()}_${keys}`,
        email,
        locale: "en",
      }),
    });
    return { response, email };
  };

  it("the paywall shows the header's country's price, not the cookie's", async () => {
    const { context } = await resolvePageRequest(new NextRequest("http://localhost/fasting-mix-2968/final", { headers: attacker }));
    expect(context.country).toBe("US");
    const visitor = await loadVisitorOffer(harness.db, { instructions: context.experiments.instructions, country: context.country, sessionTokenHash: null });
    const offers = visitor!.page.offers!;
    expect(offers.currency).toBe("USD");
    expect(offers.offers.find((o) => o.id === "pp_12w_intro")!.dueToday).toBe(amounts.USD);
  });

  it("the checkout refuses the cookie's currency and price", async () => {
    expect(amounts.VND).toBeGreaterThan(0);
    const { response } = await checkout("VND", amounts.VND!);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "currency_mismatch" } });
    expect(await harness.db.select().from(orders).where(eq(orders.currency, "VND"))).toHaveLength(0);
  });

  it("the checkout charges the header's country's price", async () => {
    const { response, email } = await checkout("USD", amounts.USD!);
    expect(response.status).toBe(200);
    const [user] = await harness.db.select().from(users).where(eq(users.email, email));
    const [order] = await harness.db.select().from(orders).where(eq(orders.userUuid, user!.uuid));
    expect(order).toMatchObject({ currency: "USD", amountMinor: amounts.USD, packageId: "pp_12w_intro" });
  });
});
