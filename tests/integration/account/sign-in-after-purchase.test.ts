import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applySubscriptionEvent } from "@/features/billing/server/subscription-store";
import { authSessions, authUsers } from "@/server/db/schema/auth";
import { subscriptions } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { users } from "@/server/db/schema/quiz";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
/* eslint-disable no-restricted-imports -- the test serves the route handlers over real HTTP */
import * as purchaseSignInRoute from "@/app/api/auth/signin/purchase/route";
import * as checkoutRoute from "@/app/api/checkout/route";
import * as viewerRoute from "@/app/api/viewer/route";
/* eslint-enable no-restricted-imports */
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { cardToken, openSandboxHarness, runSandbox, type SandboxHarness } from "../sandbox-pay/sandbox-harness";
import { signInAs } from "./sign-in-as";

/**
 * "Go to my plan" right after paying (docs/account.md, "Right after paying"): the buyer whose
 * purchase created the account enters it without a mail; knowing an address never opens an
 * account, and such a session never sees what someone else adds to the account later.
 */
describe("sign-in right after a purchase", () => {
  let harness: SandboxHarness;
  let served: ServedRoutes;
  let shownAmount = 0;
  let n = 0;

  beforeAll(async () => {
    harness = await openSandboxHarness();
    await seedPricePackages(harness.db);
    await seedFinalPages(harness.db);
    const [row] = await harness.db.select().from(pricePackages).where(eq(pricePackages.id, "pp_4w_intro"));
    shownAmount = (row!.introAmounts as Record<string, number>).USD!;
    served = await serveRoutes([
      { path: "/api/checkout", handlers: routeMethods(checkoutRoute) },
      { path: "/api/auth/signin/purchase", handlers: routeMethods(purchaseSignInRoute) },
      { path: "/api/viewer", handlers: routeMethods(viewerRoute) },
    ]);
  });
  afterAll(async () => {
    await served.close();
    await harness.close();
  });

  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(";")[0];

  /** One browser's checkout of the 4-week plan; `cookie` carries what the browser already holds. */
  async function checkout(email: string, card: string, cookie = "") {
    const response = await fetch(`${served.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${(++n % 250) + 1}`, cookie: `countryCode=US; ${cookie}` },
      body: JSON.stringify({
        packageId: "pp_4w_intro",
        currency: "USD",
        shownAmountMinor: shownAmount,
        paymentMethodId: await cardToken(harness, card),
        idempotencyKey: `co_purchase_signin_${Date.now()}_${++n}`,
        email,
        locale: "en",
      }),
    });
    await runSandbox(harness);
    return { response, purchase: cookieOf(response, "purchase")! };
  }

  const enter = (cookie: string, headers: Record<string, string> = {}) =>
    fetch(`${served.url}/api/auth/signin/purchase`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": "198.51.100.7", ...headers },
      body: "locale=de",
    });

  async function viewerOf(session: string | undefined) {
    const response = await fetch(`${served.url}/api/viewer`, { headers: { cookie: session ?? "" } });
    return ((await response.json()) as { user: { uuid: string; email: string } | null }).user;
  }

  const address = (name: string) => `${name}-${Date.now()}-${++n}@example.com`;

  it("opens the account of a buyer whose purchase created it, at once and without a mail", async () => {
    const email = address("new-buyer");
    const { purchase } = await checkout(email, "4242424242424242");
    const entered = await enter(purchase);
    expect(entered.status).toBe(303);
    expect(entered.headers.get("location")).toBe("/de/my-plan");
    const session = cookieOf(entered, "session");
    expect(entered.headers.getSetCookie().find((c) => c.startsWith("session="))).toMatch(/HttpOnly/i);
    expect(await viewerOf(session)).toMatchObject({ email });
    const [row] = await harness.db.select().from(authSessions).where(eq(authSessions.userId, (await viewerOf(session))!.uuid));
    expect(row!.purchaseOrderId).not.toBeNull();
    // A week at most.
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
  });

  it("also after a declined card and a second try from the same browser", async () => {
    const email = address("retry");
    const declined = await checkout(email, "4000000000000002");
    expect(declined.response.status).toBe(402);
    const { purchase } = await checkout(email, "4242424242424242", declined.purchase);
    const entered = await enter(purchase);
    expect(entered.headers.get("location")).toBe("/de/my-plan");
    expect(await viewerOf(cookieOf(entered, "session"))).toMatchObject({ email });
  });

  it("sends a buyer whose address already had an account to sign in first, returning to the plan", async () => {
    const email = address("known");
    await harness.db.insert(users).values({ email });
    const { purchase } = await checkout(email, "4242424242424242");
    const entered = await enter(purchase);
    expect(entered.status).toBe(303);
    expect(entered.headers.get("location")).toBe("/de/signin?next=%2Fde%2Fmy-plan");
    expect(cookieOf(entered, "session")).toBeUndefined();
  });

  it("never opens an account whose address was proven before, even one the purchase made", async () => {
    const email = address("proven");
    const { purchase } = await checkout(email, "4242424242424242");
    await signInAs(harness.db, email);
    const entered = await enter(purchase);
    expect(entered.headers.get("location")).toBe("/de/signin?next=%2Fde%2Fmy-plan");
  });

  it("a stranger's purchase on an address gives its owner no second plan by accident, and its session ends when the address is proven", async () => {
    const victim = address("victim");
    // Someone buys first with another person's address and keeps the session.
    const attacker = await checkout(victim, "4242424242424242");
    const attackerSession = cookieOf(await enter(attacker.purchase), "session");
    expect(await viewerOf(attackerSession)).toMatchObject({ email: victim });
    // The address's owner, not signed in, is refused a second plan: nothing charged, no pass.
    const refused = await checkout(victim, "4242424242424242");
    expect(refused.response.status).toBe(409);
    expect(await refused.response.json()).toMatchObject({ error: { code: "subscription_exists" } });
    expect(refused.purchase).toBeUndefined();
    // The owner proves the address: every session opened before the proof is gone.
    const proof = await signInAs(harness.db, victim);
    expect(await viewerOf(attackerSession)).toBeNull();
    expect(await viewerOf(proof.cookie)).toMatchObject({ email: victim });
    const left = await harness.db.select().from(authSessions).where(eq(authSessions.userId, proof.userId));
    expect(left.every((row) => row.purchaseOrderId === null)).toBe(true);
    const [authUser] = await harness.db.select().from(authUsers).where(eq(authUsers.id, proof.userId));
    expect(authUser!.emailVerified).toBe(true);
    // Signed in, the owner may buy; her browser's pass opens nothing without the mail: the address is proven.
    const owner = await checkout(victim, "4242424242424242", proof.cookie);
    expect(owner.response.status).toBe(200);
    expect((await enter(owner.purchase)).headers.get("location")).toBe("/de/signin?next=%2Fde%2Fmy-plan");
  });

  it("sees nothing once the address's owner buys too (the first plan no longer running)", async () => {
    const victim = address("victim-ended");
    const attacker = await checkout(victim, "4242424242424242");
    const attackerSession = cookieOf(await enter(attacker.purchase), "session");
    expect(await viewerOf(attackerSession)).toMatchObject({ email: victim });
    // That plan ended (cancelled by support, say): the address takes a new plan without a sign-in.
    const [user] = await harness.db.select().from(users).where(eq(users.email, victim));
    const [first] = await harness.db.select().from(subscriptions).where(eq(subscriptions.userUuid, user!.uuid));
    await applySubscriptionEvent(harness.db, first!.id, { type: "cancel_requested", atPeriodEnd: false }, { at: new Date(), actor: "staff", cause: null });
    // The address's owner buys in another browser: the first session no longer sees the account.
    const owner = await checkout(victim, "4242424242424242");
    expect(owner.response.status).toBe(200);
    expect(await viewerOf(attackerSession)).toBeNull();
    // Nor may the owner's browser enter without proof: the account is no longer this purchase's alone.
    expect((await enter(owner.purchase)).headers.get("location")).toBe("/de/signin?next=%2Fde%2Fmy-plan");
  });

  it("a session opened right after paying ends at the first sign-in by code", async () => {
    const email = address("proves-later");
    const { purchase } = await checkout(email, "4242424242424242");
    const session = cookieOf(await enter(purchase), "session");
    expect(await viewerOf(session)).toMatchObject({ email });
    await signInAs(harness.db, email);
    expect(await viewerOf(session)).toBeNull();
  });

  it("refuses an unpaid purchase, a missing pass and a post from another site", async () => {
    const email = address("pending");
    const pending = await checkout(email, "4000000000003220"); // 3-D Secure, never answered
    expect((await enter(pending.purchase)).headers.get("location")).toBe("/de/signin?next=%2Fde%2Fmy-plan");
    expect((await enter("")).headers.get("location")).toBe("/de/signin?next=%2Fde%2Fmy-plan");
    const paid = await checkout(address("cross"), "4242424242424242");
    const cross = await enter(paid.purchase, { "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(403);
    expect(await cross.json()).toMatchObject({ error: { code: "cross_site" } });
  });
});
