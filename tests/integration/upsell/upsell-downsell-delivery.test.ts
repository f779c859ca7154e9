import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { loadThankYou } from "@/features/checkout/server/load-thank-you";
import { loadOwnedExtras, ownsExtra } from "@/features/extras/server/load-owned-extras";
import { demoDownsellPackages } from "@/features/pricing/data/demo-packages";
import { answerUpsellOffer, type UpsellAnswer } from "@/features/upsell/server/answer-upsell-offer";
import { loadUpsellPage } from "@/features/upsell/server/load-upsell-page";
import { pricePackages } from "@/server/db/schema/pricing";
import { openSandboxHarness, runSandbox, type SandboxHarness } from "../sandbox-pay/sandbox-harness";
import { offSessionCharges, paidBuyer, storeUpsellPackages, upsellOrdersOf } from "./upsell-harness";

/**
 * The demo funnels' chain (docs/upsell.md, "The funnel's chain"): the recipe book, its cheaper
 * downsell after "No thanks", then the fasting guide; and what was bought, delivered in the
 * account to its owner only (docs/extras.md).
 */
describe("a funnel's chain with a downsell, and the add-on delivered (sandbox processor)", () => {
  let harness: SandboxHarness;
  beforeAll(async () => {
    harness = await openSandboxHarness();
    await storeUpsellPackages(harness.db);
    await harness.db.insert(pricePackages).values(demoDownsellPackages.map(pricePackageToColumns));
  });
  afterAll(async () => {
    await harness.close();
  });

  const answer = (purchase: { orderId: string; userUuid: string; quizName: string }, given: UpsellAnswer) =>
    answerUpsellOffer(harness.db, harness.provider, { purchase, instructions: {}, answer: given }, harness.clock.now);
  const page = (purchase: { orderId: string; userUuid: string; quizName: string }) =>
    loadUpsellPage(harness.db, { purchase, instructions: {} }, harness.clock.now);

  it("one offer per page; the downsell only after \"No thanks\"; the bought book is its buyer's alone", async () => {
    const buyer = await paidBuyer(harness);
    const purchase = { ...buyer.purchase, quizName: "fasting-mix-2968" };
    const first = await page(purchase);
    expect(first).toMatchObject({
      kind: "offer",
      number: 1,
      total: 2,
      offer: { step: 1, kind: "single", packageIds: ["pp_otp_recipe_book"] },
      items: [{ packageId: "pp_otp_recipe_book", priceMinor: 999, listPriceMinor: null, savingPercent: null }],
      paid: { pkg: { kind: "subscription", product: "meal_plan" }, amountMinor: buyer.order.amountMinor },
    });
    // The downsell cannot be bought before the buyer said no to the book.
    expect(
      await answer(purchase, { step: 2, decision: "accept", items: [{ packageId: "pp_otp_recipe_book_lite", shownAmountMinor: 499 }], currency: "EUR" }),
    ).toEqual({ ok: false, error: "offer_not_found" });
    expect(await answer(purchase, { step: 1, decision: "decline", items: [], currency: "EUR" })).toEqual({
      ok: true,
      status: "declined",
      nextStep: 2,
      orderIds: [],
    });
    const downsell = await page(purchase);
    expect(downsell).toMatchObject({
      number: 1,
      paid: null,
      offer: { step: 2, kind: "downsell", after: 1, packageIds: ["pp_otp_recipe_book_lite"] },
      // The saving is against the book's own price, stored as the downsell's list price.
      items: [{ priceMinor: 499, listPriceMinor: 999, savingPercent: 50 }],
    });
    const bought = await answer(purchase, {
      step: 2,
      decision: "accept",
      items: [{ packageId: "pp_otp_recipe_book_lite", shownAmountMinor: 499 }],
      currency: "EUR",
    });
    expect(bought).toMatchObject({ ok: true, status: "processing", nextStep: 3 });
    // A double click replays the same charge: one order, one off-session charge.
    await answer(purchase, { step: 2, decision: "accept", items: [{ packageId: "pp_otp_recipe_book_lite", shownAmountMinor: 499 }], currency: "EUR" });
    expect(await upsellOrdersOf(harness.db, buyer.user.userUuid)).toHaveLength(1);
    expect(await offSessionCharges(harness.db, buyer.user.userUuid)).toHaveLength(1);
    expect(await page(purchase)).toMatchObject({ number: 2, offer: { step: 3, kind: "single", packageIds: ["pp_otp_fasting_guide"] } });

    // Before the processor confirms: the thank-you page says so for the book, the extras have nothing yet.
    const claims = { ...purchase, locale: "en", newAccount: true };
    const pending = await loadThankYou(harness.db, claims);
    expect(pending?.state === "paid" && pending.items.map((item) => [item.pkg.id, item.pending])).toEqual([
      [buyer.order.packageId, false],
      ["pp_otp_recipe_book_lite", true],
    ]);
    expect(await loadOwnedExtras(harness.db, buyer.user.userUuid)).toEqual([]);

    await runSandbox(harness);
    const paid = await loadThankYou(harness.db, claims);
    expect(paid?.state === "paid" && paid.items.map((item) => [item.pkg.id, item.pending])).toEqual([
      [buyer.order.packageId, false],
      ["pp_otp_recipe_book_lite", false],
    ]);
    expect(await answer(purchase, { step: 3, decision: "decline", items: [], currency: "EUR" })).toMatchObject({ ok: true, nextStep: null });
    expect(await page(purchase)).toBeNull();

    // Delivered: the owner has the recipe book; another customer has nothing and is refused it.
    expect(await loadOwnedExtras(harness.db, buyer.user.userUuid)).toEqual(["recipe_book"]);
    expect(await ownsExtra(harness.db, buyer.user.userUuid, "recipe_book")).toBe(true);
    expect(await ownsExtra(harness.db, buyer.user.userUuid, "fasting_guide")).toBe(false);
    const other = await paidBuyer(harness);
    expect(await loadOwnedExtras(harness.db, other.user.userUuid)).toEqual([]);
    expect(await ownsExtra(harness.db, other.user.userUuid, "recipe_book")).toBe(false);
  });

  it("the book bought on its own page (no downsell shown); a refused charge gives nothing", async () => {
    const buyer = await paidBuyer(harness);
    const purchase = { ...buyer.purchase, quizName: "fasting-mix-2968" };
    expect(
      await answer(purchase, { step: 1, decision: "accept", items: [{ packageId: "pp_otp_recipe_book", shownAmountMinor: 999 }], currency: "EUR" }),
    ).toMatchObject({ ok: true, nextStep: 3 });
    // The downsell is closed for good once the book was bought.
    expect(await answer(purchase, { step: 2, decision: "decline", items: [], currency: "EUR" })).toEqual({ ok: false, error: "offer_not_found" });
    await runSandbox(harness);
    expect(await loadOwnedExtras(harness.db, buyer.user.userUuid)).toEqual(["recipe_book"]);

    const refused = await paidBuyer(harness, "4000000000000341");
    const refusedPurchase = { ...refused.purchase, quizName: "fasting-mix-2968" };
    const result = await answer(refusedPurchase, {
      step: 1,
      decision: "accept",
      items: [{ packageId: "pp_otp_recipe_book", shownAmountMinor: 999 }],
      currency: "EUR",
    });
    await runSandbox(harness);
    expect(result.ok).toBe(false);
    expect(await loadOwnedExtras(harness.db, refused.user.userUuid)).toEqual([]);
    // No downsell after a refusal: the next page is the fasting guide, with the refusal above it.
    expect(await page(refusedPurchase)).toMatchObject({ offer: { step: 3 }, previousFailure: expect.any(String) });
  });
});
