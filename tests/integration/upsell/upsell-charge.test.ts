import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOrderItems } from "@/features/billing/server/order-store";
import { answerUpsellOffer, type UpsellAnswer } from "@/features/upsell/server/answer-upsell-offer";
import { loadUpsellPage } from "@/features/upsell/server/load-upsell-page";
import { upsellOrderIdsOf } from "@/features/upsell/server/upsell-chain-store";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { orders } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { upsellSteps } from "@/server/db/schema/upsell";
import {
  buy,
  openSandboxHarness,
  orderStatus,
  recipeBook,
  runSandbox,
  type SandboxHarness,
} from "../sandbox-pay/sandbox-harness";
import {
  bundleAll,
  offSessionCharges,
  paidBuyer,
  storeUpsellPackages,
  upsellOrdersOf,
} from "./upsell-harness";

const recipes = { packageId: "pp_otp_recipe_book", shownAmountMinor: 999 };
const fasting = { packageId: "pp_otp_fasting_guide", shownAmountMinor: 699 };
const workout = { packageId: "pp_otp_workout_plan", shownAmountMinor: 1199 };

const accept = (step: number, items: UpsellAnswer["items"], currency = "EUR"): UpsellAnswer => ({
  step,
  decision: "accept",
  items,
  currency,
});

describe("upsell offers charged after a paid checkout (sandbox processor)", () => {
  let harness: SandboxHarness;
  beforeAll(async () => {
    harness = await openSandboxHarness();
    await storeUpsellPackages(harness.db);
  });
  afterAll(async () => {
    await harness.close();
  });

  const answer = (
    purchase: { orderId: string; userUuid: string } | null,
    given: UpsellAnswer,
    instructions: Record<string, unknown> = {},
  ) =>
    answerUpsellOffer(
      harness.db,
      harness.provider,
      { purchase, instructions, answer: given },
      harness.clock.now,
    );

  it("charges the chosen add-ons as ONE transaction by default: one order with its items", async () => {
    const { user, purchase } = await paidBuyer(harness);
    const result = await answer(purchase, accept(1, [workout, recipes]));
    expect(result).toMatchObject({ ok: true, status: "processing", nextStep: null });
    const upsells = await upsellOrdersOf(harness.db, user.userUuid);
    expect(upsells).toHaveLength(1);
    const [order] = upsells;
    // The offer's order (recipe book first), the sum of the stored EUR prices.
    expect(order).toMatchObject({
      packageId: "pp_otp_recipe_book",
      amountMinor: 999 + 1199,
      currency: "EUR",
      idempotencyKey: `upsell:${purchase.orderId}:1`,
    });
    expect(
      (await findOrderItems(harness.db, order!.id)).map((item) => [item.packageId, item.amountMinor]),
    ).toEqual([
      ["pp_otp_recipe_book", 999],
      ["pp_otp_workout_plan", 1199],
    ]);
    expect(await upsellOrderIdsOf(harness.db, purchase.orderId)).toEqual([order!.id]);
    const charges = await offSessionCharges(harness.db, user.userUuid);
    expect(charges.map((charge) => charge.amountMinor)).toEqual([2198]);
    await runSandbox(harness);
    expect(await orderStatus(harness.db, order!.id)).toBe("paid");
  });

  it("with split_otp_transactions charges each add-on as its own order and provider charge", async () => {
    const { user, purchase } = await paidBuyer(harness);
    const split = { split_otp_transactions: true };
    const result = await answer(purchase, accept(1, [recipes, fasting, workout]), split);
    expect(result).toMatchObject({ ok: true, status: "processing" });
    const upsells = await upsellOrdersOf(harness.db, user.userUuid);
    expect(upsells.map((order) => [order.packageId, order.amountMinor]).sort()).toEqual([
      ["pp_otp_fasting_guide", 699],
      ["pp_otp_recipe_book", 999],
      ["pp_otp_workout_plan", 1199],
    ]);
    for (const order of upsells)
      expect((await findOrderItems(harness.db, order.id)).map((item) => item.packageId)).toEqual([
        order.packageId,
      ]);
    expect((await upsellOrderIdsOf(harness.db, purchase.orderId)).sort()).toEqual(
      upsells.map((order) => order.id).sort(),
    );
    const charges = await offSessionCharges(harness.db, user.userUuid);
    expect(charges.map((charge) => charge.amountMinor).sort()).toEqual([1199, 699, 999].sort());
    await runSandbox(harness);
    for (const order of upsells) expect(await orderStatus(harness.db, order.id)).toBe("paid");
    const paidWith = await harness.db
      .select({ payment: orders.providerPaymentId })
      .from(orders)
      .where(eq(orders.userUuid, user.userUuid));
    expect(new Set(paidWith.map((row) => row.payment)).size).toBe(4);
  });

  it("a double submission, at once and again after a reload, charges once", async () => {
    const { user, purchase } = await paidBuyer(harness);
    const given = accept(1, [recipes, fasting]);
    const racing = await Promise.all([answer(purchase, given), answer(purchase, given)]);
    for (const result of racing) expect(result).toMatchObject({ ok: true });
    await runSandbox(harness);
    const again = await answer(purchase, given);
    expect(again).toMatchObject({ ok: true, status: "paid" });
    const ids = new Set(
      [...racing, again].flatMap((result) => (result.ok ? result.orderIds : [])),
    );
    expect(ids.size).toBe(1);
    expect(await upsellOrdersOf(harness.db, user.userUuid)).toHaveLength(1);
    expect(await offSessionCharges(harness.db, user.userUuid)).toHaveLength(1);
  });

  it("another selection for an offer already bought is refused and charges nothing", async () => {
    const { user, purchase } = await paidBuyer(harness);
    expect(await answer(purchase, accept(1, [recipes]))).toMatchObject({ ok: true });
    expect(await answer(purchase, accept(1, [recipes, workout]))).toEqual({
      ok: false,
      error: "offer_already_answered",
    });
    expect(await offSessionCharges(harness.db, user.userUuid)).toHaveLength(1);
  });

  it("the 0341 card pays at checkout but its off-session charge is refused: the buyer moves on", async () => {
    const { user, purchase } = await paidBuyer(harness, "4000000000000341");
    const instructions = { upsell_package: recipeBook.id };
    const result = await answer(purchase, accept(1, [fasting]), instructions);
    expect(result).toEqual({
      ok: false,
      error: "payment_failed",
      code: "card_declined",
      nextStep: 2,
    });
    const [order] = await upsellOrdersOf(harness.db, user.userUuid);
    expect(order).toMatchObject({ status: "failed", failureCode: "card_declined" });
    // The same answer replays the refusal without a second charge.
    expect(await answer(purchase, accept(1, [fasting]), instructions)).toMatchObject({
      error: "payment_failed",
      code: "card_declined",
    });
    expect(await offSessionCharges(harness.db, user.userUuid)).toHaveLength(1);
    const page = await loadUpsellPage(harness.db, { purchase, instructions }, harness.clock.now);
    expect(page).toMatchObject({
      kind: "offer",
      offer: { step: 2, kind: "single", packageIds: [recipeBook.id] },
      previousFailure: "card_declined",
      // No sale of the book yet and no alternative: nothing is struck through (docs/upsell.md, "Prices").
      items: [{ packageId: recipeBook.id, priceMinor: 999, listPriceMinor: null }],
    });
  });

  it("refuses another currency than the order's, a package not offered and a stale price, before any order", async () => {
    const { user, purchase } = await paidBuyer(harness);
    expect(await answer(purchase, accept(1, [{ ...recipes, shownAmountMinor: 999 }], "USD"))).toEqual({
      ok: false,
      error: "currency_mismatch",
    });
    expect(
      await answer(purchase, accept(1, [{ packageId: recipeBook.id, shownAmountMinor: 999 }])),
    ).toEqual({ ok: false, error: "package_not_offered" });
    expect(await answer(purchase, accept(1, [{ packageId: "pp_4w_intro", shownAmountMinor: 1 }]))).toEqual({
      ok: false,
      error: "package_not_offered",
    });
    expect(await answer(purchase, accept(1, [{ ...recipes, shownAmountMinor: 99 }]))).toEqual({
      ok: false,
      error: "price_mismatch",
    });
    expect(await answer(purchase, accept(1, []))).toEqual({ ok: false, error: "nothing_selected" });
    expect(await answer(purchase, accept(4, [recipes]))).toEqual({
      ok: false,
      error: "offer_not_found",
    });
    expect(await upsellOrdersOf(harness.db, user.userUuid)).toEqual([]);
    expect(await offSessionCharges(harness.db, user.userUuid)).toEqual([]);
  });

  it("without a purchase, with an unpaid order or with someone else's order nothing is offered or charged", async () => {
    expect(await answer(null, accept(1, [recipes]))).toEqual({ ok: false, error: "no_purchase" });
    const stranger = await paidBuyer(harness);
    const { purchase } = await paidBuyer(harness);
    expect(
      await answer({ orderId: purchase.orderId, userUuid: stranger.user.userUuid }, accept(1, [recipes])),
    ).toEqual({ ok: false, error: "order_not_paid" });
    expect(
      await loadUpsellPage(
        harness.db,
        { purchase: { orderId: purchase.orderId, userUuid: stranger.user.userUuid }, instructions: {} },
        harness.clock.now,
      ),
    ).toBeNull();
    const pending = await buy(harness, { card: "4242424242424242" });
    if (!("order" in pending.result) || !pending.result.order) throw new Error("no order");
    const unpaidPurchase = { orderId: pending.result.order.id, userUuid: pending.user.userUuid };
    expect(await answer(unpaidPurchase, accept(1, [recipes]))).toEqual({
      ok: false,
      error: "order_not_paid",
    });
    expect(await loadUpsellPage(harness.db, { purchase: unpaidPurchase, instructions: {} }, harness.clock.now)).toBeNull();
    await runSandbox(harness);
  });

  it("a bundle replaces the add-ons it includes; declining it ends the chain; the chain resumes where it stood", async () => {
    const { purchase } = await paidBuyer(harness);
    const instructions = { bundle_upsell_id: bundleAll.id, upsell_package: recipeBook.id };
    const first = await loadUpsellPage(harness.db, { purchase, instructions }, harness.clock.now);
    expect(first).toMatchObject({
      kind: "offer",
      total: 2,
      offer: { step: 1, kind: "bundle", packageIds: [bundleAll.id] },
      includedProducts: ["recipe_book", "fasting_guide", "workout_plan"],
      // Against its three add-ons bought one by one (9.99 + 6.99 + 11.99), never a configured list price.
      items: [{ packageId: bundleAll.id, priceMinor: 1999, listPriceMinor: 2897, savingPercent: 30 }],
    });
    // A reload shows the same offer; another experiment later changes nothing for this order.
    const reloaded = await loadUpsellPage(harness.db, { purchase, instructions: {} }, harness.clock.now);
    expect(reloaded).toMatchObject({ offer: { step: 1, kind: "bundle" } });
    expect(
      await answer(purchase, { step: 1, decision: "decline", items: [], currency: "EUR" }),
    ).toEqual({ ok: true, status: "declined", nextStep: 2, orderIds: [] });
    expect(await loadUpsellPage(harness.db, { purchase, instructions }, harness.clock.now)).toMatchObject({
      offer: { step: 2, kind: "single" },
      previousFailure: null,
    });
    // A declined offer cannot be bought afterwards.
    expect(
      await answer(purchase, accept(1, [{ packageId: bundleAll.id, shownAmountMinor: 1999 }])),
    ).toEqual({ ok: false, error: "offer_already_answered" });
    expect(
      await answer(purchase, { step: 2, decision: "decline", items: [], currency: "EUR" }),
    ).toMatchObject({ ok: true, nextStep: null });
    expect(await loadUpsellPage(harness.db, { purchase, instructions }, harness.clock.now)).toBeNull();
    const steps = await harness.db
      .select()
      .from(upsellSteps)
      .where(eq(upsellSteps.initialOrderId, purchase.orderId));
    expect(steps.map((step) => [step.step, step.status, step.shownAt !== null]).sort()).toEqual([
      [1, "declined", true],
      [2, "declined", true],
    ]);
  });

  it("an offer whose package was switched off since is passed over and cannot be bought", async () => {
    const gone = { ...bundleAll, id: "pp_test_gone", amounts: { EUR: { price: 499 } } } as const;
    await harness.db.insert(pricePackages).values(pricePackageToColumns(gone));
    const { user, purchase } = await paidBuyer(harness);
    const instructions = { hide_otp: true, upsell_package: [gone.id, recipeBook.id] };
    expect(await loadUpsellPage(harness.db, { purchase, instructions }, harness.clock.now)).toMatchObject({
      offer: { step: 1, packageIds: [gone.id] },
      total: 2,
    });
    await harness.db.update(pricePackages).set({ active: false }).where(eq(pricePackages.id, gone.id));
    expect(await loadUpsellPage(harness.db, { purchase, instructions }, harness.clock.now)).toMatchObject({
      offer: { step: 2, packageIds: [recipeBook.id] },
      total: 2,
    });
    expect(await answer(purchase, accept(1, [{ packageId: gone.id, shownAmountMinor: 499 }]))).toEqual({
      ok: false,
      error: "package_not_offered",
    });
    expect(await upsellOrdersOf(harness.db, user.userUuid)).toEqual([]);
  });
});
