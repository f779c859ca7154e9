import { expect, test, type Page } from "@playwright/test";
import { buyPlan, signInWithCode } from "./account-helpers";

/*
 * A buyer's trackers and the recipe library (docs/trackers.md, docs/meal-plan.md "Recipe
 * library"): water by the glass, today's weight and its chart on the plan page, then the
 * library filtered without scripts' help, and a recipe in Arabic on a 360 px phone.
 */
const phone = { width: 360, height: 740 };

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("signed out, the library sends people to sign in", async ({ page }) => {
  await page.goto("/cooking");
  await expect(page).toHaveURL(/\/signin(\?|$)/);
});

test("a buyer logs water and weight, then cooks from the library", async ({ page }) => {
  test.setTimeout(240_000);
  const email = `trackers-${Date.now()}@example.com`;
  await buyPlan(page, email);
  await signInWithCode(page, email);

  // Water: one glass more is shown at once and kept after a reload; one less takes it back.
  const water = page.getByTestId("water-tracker");
  await expect(water).toBeVisible();
  const before = Number((await water.getByRole("progressbar").getAttribute("aria-valuenow")) ?? "0");
  const saved = page.waitForResponse((r) => r.url().includes("/api/trackers/water") && r.request().method() === "POST");
  await water.getByRole("button", { name: /add a glass/i }).click();
  await expect(water.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(before + 250));
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("water-tracker").getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(before + 250));
  await expect(page.getByTestId("water-total")).toContainText(`${(before + 250).toLocaleString("en")} of`);

  // Weight: today's weight saved, the chart drawn (loaded on demand).
  const weight = page.getByTestId("weight-log");
  await weight.locator('input[name="weight"]').fill("81.5");
  await weight.getByRole("button", { name: /save/i }).click();
  await expect(weight.getByRole("status")).not.toBeEmpty();
  await expect(weight.getByTestId("weight-chart").locator("svg.recharts-surface")).toBeVisible();
  await expect(weight).toContainText("81.5");

  // The fasting timer ticks in the browser.
  const countdown = page.getByTestId("fasting-countdown");
  await expect(countdown).toHaveText(/^\d+:\d{2}:\d{2}$/);

  // The library: a plain form, the filters in the address, cards that match.
  await page.goto("/cooking");
  await expect(page.getByTestId("recipe-card").first()).toBeVisible();
  const filters = page.getByTestId("library-filters");
  await filters.locator('select[name="meal"]').selectOption("lunch");
  await filters.locator('select[name="time"]').selectOption("30");
  await filters.locator('input[name="without"][value="gluten"]').check();
  await filters.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/meal=lunch/);
  await expect(page).toHaveURL(/without=gluten/);
  const card = page.getByTestId("recipe-card").first();
  await expect(card).toBeVisible();
  const href = await card.getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/cooking\/[a-z0-9-]+$/);
  await card.getByRole("link").click();
  await expect(page.getByTestId("recipe-ingredients").locator("li").first()).toBeVisible();
  await expect(page.getByTestId("recipe-nutrition")).toContainText("kcal");

  // The same recipe in Arabic on a phone: right to left, nothing wider than the screen.
  await page.setViewportSize(phone);
  await page.goto(`/ar${href}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("recipe-steps").locator("li").first()).toBeVisible();
  await expectNoOverflow(page);
  await page.goto("/ar/cooking?meal=breakfast");
  await expect(page.getByTestId("recipe-card").first()).toBeVisible();
  await expectNoOverflow(page);

  // Unknown recipes are the 404 page.
  const missing = await page.goto("/cooking/no-such-recipe");
  expect(missing?.status()).toBe(404);
});
