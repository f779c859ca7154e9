import { expect, test, type Page } from "@playwright/test";
import { buyPlan, signInWithCode } from "./account-helpers";

/*
 * The buyer's meal plan (docs/meal-plan.md, "The buyer's plan"): bought, signed in, the plan
 * is prepared by the job while the page waits, today's meals are shown on a 360 px phone and
 * in Arabic, a meal is swapped on the week page, and the shopping list is there by aisle.
 */
const phone = { width: 360, height: 740 };

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Waits (reloading with the page's own polling) until today's meals are shown. */
async function waitForPlan(page: Page): Promise<void> {
  await expect(page.getByTestId("my-plan-page")).toBeVisible();
  await expect(page.getByTestId("plan-section-today").getByTestId("plan-meal").first()).toBeVisible({ timeout: 90_000 });
}

test("signed out, the plan pages and the app entry send people to sign in", async ({ page }) => {
  for (const path of ["/my-plan", "/meal-plan", "/_app"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin(\?|$)/);
  }
});

test("a buyer's plan: today at 360 px, in Arabic, a swap and the shopping list", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(phone);
  const email = `plan-${Date.now()}@example.com`;
  await buyPlan(page, email);
  await signInWithCode(page, email);

  // The first view asks for the plan; the page waits and shows it once the job built it.
  await waitForPlan(page);
  const today = page.getByTestId("plan-section-today");
  const meals = today.getByTestId("plan-meal");
  expect(await meals.count()).toBeGreaterThanOrEqual(2);
  await expect(meals.first()).toContainText(/\d{2}:\d{2}/);
  await expect(meals.first()).toContainText(/kcal/);
  await expect(meals.first().getByTestId("plan-meal-name")).toHaveAttribute("href", /\/cooking\/[a-z0-9-]+$/);
  await expect(page.getByTestId("plan-day-progress")).toBeVisible();
  await expect(page.getByTestId("water-tracker")).toBeVisible();
  await expect(page.getByTestId("plan-week-ahead").locator("li")).toHaveCount(6);
  await expect(page.getByTestId("plan-settings-form")).toBeVisible();
  await expectNoOverflow(page);

  // /_app opens the plan for a signed-in buyer.
  await page.goto("/_app");
  await expect(page).toHaveURL(/\/my-plan$/);

  // Arabic: right to left, the same meals, nothing wider than the phone.
  await page.goto("/ar/my-plan");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await waitForPlan(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("خطتي");
  await expect(page.getByTestId("plan-section-today").getByTestId("plan-meal")).toHaveCount(await meals.count());
  await expectNoOverflow(page);

  // The week: seven days; swap the first meal for the first alternative offered.
  await page.goto("/my-plan");
  await page.getByTestId("plan-open-week").click();
  await expect(page).toHaveURL(/\/meal-plan$/);
  await expect(page.getByTestId("meal-plan-day")).toHaveCount(7);
  const firstMeal = page.getByTestId("meal-plan-day").first().getByTestId("plan-meal").first();
  const before = await firstMeal.getAttribute("data-recipe");
  await firstMeal.getByTestId("meal-swap").click();
  const panel = firstMeal.getByTestId("meal-swap-panel");
  await expect(panel).toBeVisible();
  const choose = panel.getByTestId("meal-swap-choose").first();
  await expect(choose).toBeVisible({ timeout: 30_000 });
  await choose.click();
  await expect(page.getByTestId("meal-plan-day").first().getByTestId("plan-meal").first()).not.toHaveAttribute("data-recipe", before ?? "", {
    timeout: 30_000,
  });
  await expectNoOverflow(page);

  // The shopping list: grouped by aisle, with shop units, printable.
  const list = page.getByTestId("shopping-list");
  await expect(list).toBeVisible();
  expect(await list.getByTestId("shopping-aisle").count()).toBeGreaterThanOrEqual(3);
  await expect(list.getByTestId("shopping-item").first()).toContainText(/\d/);
  await expect(page.getByTestId("shopping-print")).toBeVisible();
});
