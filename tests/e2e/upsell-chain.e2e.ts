import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cards, chooseOnFinalPage, declineUpsells, payWithCard } from "./checkout-helpers";
import { completeFunnel } from "./quiz-helpers";

/*
 * The upsell chain after a paid checkout (docs/upsell.md) and the add-on delivered in the
 * account (docs/extras.md): "Payment successful", one offer per page with its picture, the
 * downsell after "No thanks", the thank-you page with each item's real state, and the bought
 * recipe book readable in the account.
 */
const phone = { width: 360, height: 740 };
const shots = process.env.UPSELL_SHOTS_DIR ?? path.join("test-results", "upsell-shots");

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The offer's picture is there and loaded (not a broken image). */
async function expectPicture(page: Page): Promise<void> {
  const picture = page.getByTestId("upsell-picture");
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.beforeAll(() => {
  mkdirSync(shots, { recursive: true });
});

test("declines the book, buys its downsell, declines the guide, then reads the book in the account (en, 360 px)", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  const email = `upsell-chain-${Date.now()}@example.com`;
  await page.goto("/fasting-mix-2968/quiz/express/step-gender");
  await completeFunnel(page, { choices: { "step-gender": "female" }, email });
  await chooseOnFinalPage(page, "pp_4w_intro");
  await payWithCard(page, cards.success);

  // First offer: the payment confirmed, with the plan bought, then the recipe book alone.
  const offer = page.getByTestId("upsell-offer");
  await expect(offer).toHaveAttribute("data-step", "1", { timeout: 60_000 });
  await expect(page.getByTestId("upsell-payment-success")).toContainText("Payment successful");
  await expect(page.getByTestId("upsell-payment-success")).toContainText("Personalised meal plan");
  await expect(offer).toHaveAttribute("data-kind", "single");
  await expect(page.getByTestId("upsell-item-pp_otp_recipe_book")).toBeVisible();
  // Nothing struck through: the book has no recorded sale at a higher price and no alternative.
  await expect(page.getByTestId("upsell-item-pp_otp_recipe_book").locator("s")).toHaveCount(0);
  await expect(page.getByTestId("upsell-item-pp_otp_recipe_book")).not.toContainText("Save");
  await expect(page.getByTestId("upsell-item-pp_otp_recipe_book")).toContainText("a one-time payment. No subscription.");
  await expect(page.getByTestId("upsell-item-pp_otp_recipe_book")).not.toContainText("No subscription. plus");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByTestId("upsell-progress")).toHaveText("Offer 1 of 2");
  await expectPicture(page);
  await expectNoOverflow(page);
  await page.screenshot({ path: path.join(shots, "upsell-first-offer-en-360.png"), fullPage: true });

  // "No thanks": the same book, cheaper, on the next page (no second "Payment successful").
  await page.getByTestId("upsell-decline").click();
  await expect(offer).toHaveAttribute("data-kind", "downsell", { timeout: 30_000 });
  await expect(page.getByTestId("upsell-payment-success")).toHaveCount(0);
  await expect(page.getByTestId("upsell-item-pp_otp_recipe_book_lite")).toBeVisible();
  // Its saving is against the offer just declined, a price the buyer was really offered.
  await expect(page.getByTestId("upsell-item-pp_otp_recipe_book_lite").locator("s")).toHaveText("$9.99");
  await expect(page.getByTestId("upsell-item-pp_otp_recipe_book_lite")).toContainText("Save 50%");
  await expectPicture(page);
  await page.getByTestId("upsell-accept").click();

  // The second offer, declined: the thank-you page.
  await expect(offer).toHaveAttribute("data-step", "3", { timeout: 30_000 });
  await expect(page.getByTestId("upsell-item-pp_otp_fasting_guide")).toBeVisible();
  await expect(page.getByTestId("upsell-progress")).toHaveText("Offer 2 of 2");
  await page.getByTestId("upsell-decline").click();
  await expect(page.getByTestId("thank-you-page")).toBeVisible({ timeout: 30_000 });

  // Each item in its real state: the book paid (once the processor confirmed it) and where it is.
  const book = page.getByTestId("thank-you-item-pp_otp_recipe_book_lite");
  await expect(book).toBeVisible();
  await expect(page.getByTestId("thank-you-item-pp_4w_intro").getByTestId("thank-you-item-paid")).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(book.getByTestId("thank-you-item-paid")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(book.getByTestId("thank-you-item-pending")).toHaveCount(0);
  await expect(book.getByTestId("thank-you-item-where")).toContainText("My plan → Extras");

  // Into the account, to the extras, and the book's pages.
  await page.getByTestId("thank-you-account-cta").click();
  await expect(page).toHaveURL(/\/my-plan$/);
  await page.getByTestId("account-nav-extras").click();
  await expect(page.getByTestId("extras-page")).toBeVisible();
  await page.getByTestId("extras-item-recipe_book").click();
  await expect(page).toHaveURL(/\/my-plan\/extras\/recipe-book$/);
  const content = page.getByTestId("extra-content");
  await expect(content).toHaveAttribute("data-product", "recipe_book");
  await expect(content.getByRole("heading", { level: 1 })).toHaveText("Recipe book");
  await expect(content.getByTestId("recipe-book-recipe").first()).toBeVisible();
  expect(await content.getByTestId("recipe-book-recipe").count()).toBeGreaterThan(4);
  await expectNoOverflow(page);
  await page.screenshot({ path: path.join(shots, "extras-recipe-book-en-360.png"), fullPage: false });

  // In Arabic, right to left, the same session.
  await page.goto("/ar/my-plan/extras/recipe-book");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(content.getByRole("heading", { level: 1 })).toHaveText("كتاب الوصفات");
  await expectNoOverflow(page);
  await page.screenshot({ path: path.join(shots, "extras-recipe-book-ar-360.png"), fullPage: false });

  // Not bought: the guide is not there for this buyer (the 404 page).
  const guide = await page.request.get("/my-plan/extras/fasting-guide");
  expect(guide.status()).toBe(404);
});

test("the first offer in Arabic: payment successful, picture, one offer (ar, 360 px)", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(phone);
  await page.goto("/ar/fasting-mix-2968/final");
  await chooseOnFinalPage(page, "pp_4w_intro");
  await payWithCard(page, cards.success, { email: `upsell-chain-ar-${Date.now()}@example.com` });
  const offer = page.getByTestId("upsell-offer");
  await expect(offer).toHaveAttribute("data-step", "1", { timeout: 60_000 });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("upsell-payment-success")).toContainText("تمّ الدفع بنجاح");
  await expect(page.getByTestId("upsell-item-pp_otp_recipe_book")).toBeVisible();
  await expectPicture(page);
  await expectNoOverflow(page);
  await page.screenshot({ path: path.join(shots, "upsell-first-offer-ar-360.png"), fullPage: true });
  await declineUpsells(page);
  await expect(page.getByTestId("thank-you-item-pp_otp_recipe_book")).toHaveCount(0);
});
