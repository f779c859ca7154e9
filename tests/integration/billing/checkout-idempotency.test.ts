import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import { chargeUpsell } from "@/features/billing/server/charge-upsell";
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import type { DatabaseHandle } from "@/server/db/create-database";
import { orders, payments, subscriptions } from "@/server/db/schema/billing";
import {
  countRows,
  createUser,
  introPlan,
  offer,
  openBillingDatabase,
  recipeBook,
  testClock,
  trialPlan,
} from "./billing-test-setup";
import { createStandInProvider, testCards } from "./stand-in-provider";

describe("a checkout submitted more than once", () => {
  let handle: DatabaseHandle;
  const clock = testClock();
  const provider = createStandInProvider({ now: clock.now });
  beforeAll(async () => {
    handle = await openBillingDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const request = (key: string, overrides: Record<string, unknown> = {}) => ({
    packageId: introPlan.id,
    currency: "EUR",
    shownAmountMinor: 1999,
    paymentMethodId: testCards.ok,
    idempotencyKey: key,
    ...overrides,
  });

  it("with one idempotency key creates one order and charges once", async () => {
    const user = await createUser(handle.db);
    const charged = provider.charges.length;
    const first = await submitCheckout(
      handle.db,
      provider,
      { user, request: request("checkout-key-0000001"), offer },
      clock.now,
    );
    const second = await submitCheckout(
      handle.db,
      provider,
      { user, request: request("checkout-key-0000001"), offer },
      clock.now,
    );
    expect(first).toMatchObject({
      ok: true,
      status: "paid",
      order: { amountMinor: 1999, currency: "EUR", status: "paid", kind: "initial" },
    });
    expect(second).toMatchObject({ ok: true, status: "paid" });
    if (!first.ok || !second.ok) throw new Error("checkout failed");
    expect(second.order.id).toBe(first.order.id);
    expect(second.subscription?.id).toBe(first.subscription?.id);
    expect(first.subscription).toMatchObject({
      status: "active",
      packageId: introPlan.id,
      currency: "EUR",
    });
    expect(
      await handle.db
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, "checkout-key-0000001")),
    ).toHaveLength(1);
    expect(
      await handle.db.select().from(payments).where(eq(payments.orderId, first.order.id)),
    ).toHaveLength(1);
    expect(provider.charges.length - charged).toBe(1);
  });

  it("submitted twice at the same moment still makes one order and one charge", async () => {
    const user = await createUser(handle.db);
    const charged = provider.charges.length;
    const before = await countRows(handle.db, "orders");
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        submitCheckout(
          handle.db,
          provider,
          { user, request: request("checkout-key-0000002"), offer },
          clock.now,
        ),
      ),
    );
    const ids = new Set(results.map((r) => (r.ok ? r.order.id : r.error)));
    expect(ids.size).toBe(1);
    expect(await countRows(handle.db, "orders")).toBe(before + 1);
    expect(provider.charges.length - charged).toBe(1);
  });

  it("refuses the same key for a different purchase and writes nothing", async () => {
    const user = await createUser(handle.db);
    await submitCheckout(
      handle.db,
      provider,
      { user, request: request("checkout-key-0000003"), offer },
      clock.now,
    );
    const before = await countRows(handle.db, "orders");
    const reused = await submitCheckout(
      handle.db,
      provider,
      {
        user,
        request: request("checkout-key-0000003", { packageId: trialPlan.id, shownAmountMinor: 0 }),
        offer,
      },
      clock.now,
    );
    expect(reused).toEqual({ ok: false, error: "idempotency_conflict" });
    expect(await countRows(handle.db, "orders")).toBe(before);
  });

  it.each([
    ["a tampered price", { shownAmountMinor: 1 }, "price_mismatch"],
    ["another currency than the page's", { currency: "USD" }, "currency_mismatch"],
    ["a package the page did not offer", { packageId: "pp_not_offered" }, "unknown_package"],
  ])("refuses %s before any order or charge", async (_label, overrides, error) => {
    const user = await createUser(handle.db);
    const before = await countRows(handle.db, "orders");
    const charged = provider.charges.length;
    const result = await submitCheckout(
      handle.db,
      provider,
      { user, request: request(`tamper-${error}-key`, overrides), offer },
      clock.now,
    );
    expect(result).toEqual({ ok: false, error });
    expect(await countRows(handle.db, "orders")).toBe(before);
    expect(provider.charges.length).toBe(charged);
  });

  it("a package that exists but was not offered to this visitor is refused", async () => {
    const user = await createUser(handle.db);
    const narrow = { packageIds: [introPlan.id], currency: "EUR" as const };
    const result = await submitCheckout(
      handle.db,
      provider,
      {
        user,
        request: request("not-offered-key-0001", { packageId: trialPlan.id, shownAmountMinor: 0 }),
        offer: narrow,
      },
      clock.now,
    );
    expect(result).toEqual({ ok: false, error: "package_not_offered" });
  });

  it("a declined card fails the order; the same key replays the refusal without charging", async () => {
    const user = await createUser(handle.db);
    const charged = provider.charges.length;
    const body = request("declined-key-000001", { paymentMethodId: testCards.declined });
    const first = await submitCheckout(
      handle.db,
      provider,
      { user, request: body, offer },
      clock.now,
    );
    const again = await submitCheckout(
      handle.db,
      provider,
      { user, request: body, offer },
      clock.now,
    );
    expect(first).toMatchObject({
      ok: false,
      error: "payment_failed",
      code: "card_declined",
      order: { status: "failed", failureCode: "card_declined" },
    });
    expect(again).toMatchObject({ ok: false, error: "payment_failed", code: "card_declined" });
    expect(provider.charges.length).toBe(charged);
    if (first.ok || !("order" in first)) throw new Error("expected a payment refusal");
    expect(
      await handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.initialOrderId, first.order.id)),
    ).toEqual([]);
  });

  it("a provider that could not be reached leaves the order pending; the same key then completes it once", async () => {
    const user = await createUser(handle.db);
    const charged = provider.charges.length;
    let calls = 0;
    const unreachableOnce: PaymentProvider = {
      ...provider,
      createSubscription: async (input) =>
        ++calls === 1
          ? { ok: false, code: "provider_unavailable" }
          : provider.createSubscription(input),
    };
    const body = request("unreachable-key-00001");
    const first = await submitCheckout(
      handle.db,
      unreachableOnce,
      { user, request: body, offer },
      clock.now,
    );
    expect(first).toMatchObject({
      ok: false,
      error: "payment_failed",
      code: "provider_unavailable",
      order: { status: "pending", failureCode: null },
    });
    const second = await submitCheckout(
      handle.db,
      unreachableOnce,
      { user, request: body, offer },
      clock.now,
    );
    expect(second).toMatchObject({ ok: true, status: "paid", subscription: { status: "active" } });
    expect(provider.charges.length - charged).toBe(1);
  });

  it("a free trial charges nothing today and starts trialing", async () => {
    const user = await createUser(handle.db);
    const result = await submitCheckout(
      handle.db,
      provider,
      {
        user,
        request: request("trial-key-00000001", { packageId: trialPlan.id, shownAmountMinor: 0 }),
        offer,
      },
      clock.now,
    );
    expect(result).toMatchObject({
      ok: true,
      status: "paid",
      order: { amountMinor: 0 },
      subscription: { status: "trialing" },
    });
  });

  it("an upsell is charged once per key to the method its checkout paid with, priced from the package", async () => {
    const user = await createUser(handle.db);
    const base = await submitCheckout(
      handle.db,
      provider,
      { user, request: request("upsell-base-key-0001"), offer },
      clock.now,
    );
    if (!base.ok) throw new Error("checkout refused");
    const afterOrderId = base.order.id;
    const charged = provider.charges.length;
    const upsell = {
      packageId: recipeBook.id,
      currency: "EUR",
      shownAmountMinor: 999,
      idempotencyKey: "upsell-key-00000001",
    };
    const first = await chargeUpsell(
      handle.db,
      provider,
      { userUuid: user.userUuid, afterOrderId, request: upsell, offer },
      clock.now,
    );
    const second = await chargeUpsell(
      handle.db,
      provider,
      { userUuid: user.userUuid, afterOrderId, request: upsell, offer },
      clock.now,
    );
    expect(first).toMatchObject({
      ok: true,
      status: "paid",
      order: { kind: "upsell", amountMinor: 999 },
    });
    expect(second).toMatchObject({ ok: true, status: "paid" });
    expect(provider.charges.length - charged).toBe(1);
    const tampered = await chargeUpsell(
      handle.db,
      provider,
      {
        userUuid: user.userUuid,
        afterOrderId,
        request: { ...upsell, shownAmountMinor: 99, idempotencyKey: "upsell-key-00000002" },
        offer,
      },
      clock.now,
    );
    expect(tampered).toEqual({ ok: false, error: "price_mismatch" });
    const stranger = await createUser(handle.db);
    const noMethod = await chargeUpsell(
      handle.db,
      provider,
      {
        userUuid: stranger.userUuid,
        // Another account's order lends it no card.
        afterOrderId,
        request: { ...upsell, idempotencyKey: "upsell-key-00000003" },
        offer,
      },
      clock.now,
    );
    expect(noMethod).toEqual({ ok: false, error: "no_saved_method" });
  });
});
