import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as upsellRoute from "@/app/api/upsell/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { openSandboxHarness, type SandboxHarness } from "../sandbox-pay/sandbox-harness";
import {
  offSessionCharges,
  paidBuyer,
  purchaseCookie,
  storeUpsellPackages,
  upsellOrdersOf,
} from "./upsell-harness";

describe("POST /api/upsell", () => {
  let harness: SandboxHarness;
  let served: ServedRoutes;
  let buyer = 0;
  beforeAll(async () => {
    harness = await openSandboxHarness();
    await storeUpsellPackages(harness.db);
    served = await serveRoutes([{ path: "/api/upsell", handlers: routeMethods(upsellRoute) }]);
  });
  afterAll(async () => {
    await served.close();
    await harness.close();
  });

  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${served.url}/api/upsell`, {
      method: "POST",
      // Each buyer from an address of their own, under the route's per-address limit.
      headers: { "x-forwarded-for": `203.0.113.${(++buyer % 250) + 1}`, ...headers },
      body,
      redirect: "manual",
    });
  const postJson = (body: unknown, cookie?: string) =>
    post(JSON.stringify(body), {
      "content-type": "application/json",
      ...(cookie ? { cookie } : {}),
    });
  const postForm = (fields: [string, string][], cookie?: string) =>
    post(new URLSearchParams(fields).toString(), {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    });

  const recipes = { packageId: "pp_otp_recipe_book", shownAmountMinor: 999 };

  it("without the purchase cookie refuses with 401 and charges nothing", async () => {
    const response = await postJson({ step: 1, decision: "accept", items: [recipes], currency: "EUR" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "no_purchase" } });
    const form = await postForm([
      ["step", "1"],
      ["decision", "accept"],
      ["item", "pp_otp_recipe_book:999"],
      ["currency", "EUR"],
      ["locale", "de"],
    ]);
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/de/thank-you");
  });

  it("a forged purchase cookie unlocks nothing", async () => {
    const response = await postJson(
      { step: 1, decision: "accept", items: [recipes], currency: "EUR" },
      "purchase=eyJhbGciOiJIUzI1NiJ9.e30.x",
    );
    expect(response.status).toBe(401);
  });

  it("accepts with JSON: { status, next } in the page's language, and a repeat charges nothing more", async () => {
    const { user, purchase } = await paidBuyer(harness);
    const cookie = await purchaseCookie(purchase);
    const body = { step: 1, decision: "accept", items: [recipes], currency: "EUR", locale: "de" };
    const first = await postJson(body, cookie);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "processing", next: "/de/thank-you" });
    const again = await postJson(body, cookie);
    expect(again.status).toBe(200);
    expect(await upsellOrdersOf(harness.db, user.userUuid)).toHaveLength(1);
    expect(await offSessionCharges(harness.db, user.userUuid)).toHaveLength(1);
  });

  it("works as a plain form: add-ons chosen by checkbox, answered with 303 to what comes next", async () => {
    const { user, purchase } = await paidBuyer(harness);
    const cookie = await purchaseCookie(purchase);
    const nothing = await postForm(
      [
        ["step", "1"],
        ["decision", "accept"],
        ["currency", "EUR"],
      ],
      cookie,
    );
    expect(nothing.status).toBe(303);
    expect(nothing.headers.get("location")).toBe("/upsell?choose=1");
    const bought = await postForm(
      [
        ["step", "1"],
        ["decision", "accept"],
        ["item", "pp_otp_recipe_book:999"],
        ["item", "pp_otp_workout_plan:1199"],
        ["currency", "EUR"],
        ["locale", "en"],
      ],
      cookie,
    );
    expect(bought.status).toBe(303);
    expect(bought.headers.get("location")).toBe("/thank-you");
    const [order] = await upsellOrdersOf(harness.db, user.userUuid);
    expect(order).toMatchObject({ amountMinor: 2198, currency: "EUR" });
  });

  it("declines with the form's No thanks button", async () => {
    const { user, purchase } = await paidBuyer(harness);
    const response = await postForm(
      [
        ["step", "1"],
        ["decision", "decline"],
        ["currency", "EUR"],
        ["locale", "ar"],
      ],
      await purchaseCookie(purchase),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/thank-you");
    expect(await upsellOrdersOf(harness.db, user.userUuid)).toEqual([]);
  });

  it("a charge refused off-session answers 402 with the payment error code", async () => {
    const { purchase } = await paidBuyer(harness, "4000000000000341");
    const response = await postJson(
      { step: 1, decision: "accept", items: [recipes], currency: "EUR" },
      await purchaseCookie(purchase),
    );
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code: "card_declined" } });
  });

  it("refuses a wrong currency, a package not offered and a malformed body with 4xx", async () => {
    const { user, purchase } = await paidBuyer(harness);
    const cookie = await purchaseCookie(purchase);
    const usd = await postJson({ step: 1, decision: "accept", items: [recipes], currency: "USD" }, cookie);
    expect(usd.status).toBe(400);
    expect(await usd.json()).toMatchObject({ error: { code: "currency_mismatch" } });
    const other = await postJson(
      { step: 1, decision: "accept", items: [{ packageId: "pp_test_recipes", shownAmountMinor: 999 }], currency: "EUR" },
      cookie,
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { code: "package_not_offered" } });
    const malformed = await postJson({ step: "one", decision: "maybe", currency: "eur" }, cookie);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: "validation_failed" } });
    const notJson = await post("{", { "content-type": "application/json", cookie });
    expect(notJson.status).toBe(400);
    expect(await upsellOrdersOf(harness.db, user.userUuid)).toEqual([]);
  });

  it("answers only POST", async () => {
    const response = await fetch(`${served.url}/api/upsell`);
    expect(response.status).toBe(405);
  });
});
