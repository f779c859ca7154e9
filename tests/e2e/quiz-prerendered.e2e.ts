import { expect, test, type Page } from "@playwright/test";

/*
 * A funnel's first step is served from its prerendered copy to a visitor without answers
 * (docs/quiz.md, "Prerendered first steps"); the address's query, which that copy cannot see,
 * still reaches the next step, with and without JavaScript, and a visitor with answers gets
 * the step rendered for them again.
 */
const landing = "/fasting-mix-2968/step-gender?utm_source=fb&tm1=a";

async function openLanding(page: Page) {
  const response = await page.goto(landing);
  expect(response?.status()).toBe(200);
  // Next marks an answer served from a prerendered page (HIT, or MISS on its first render).
  expect(response?.headers()["x-nextjs-cache"]).toMatch(/^(HIT|MISS|STALE)$/);
  await expect(page.getByTestId("quiz-step")).toHaveAttribute("data-step", "step-gender");
}

test("the first step comes from its prerendered copy and the query reaches the next step", async ({ page }) => {
  await openLanding(page);
  await page.getByTestId("quiz-option-female").click();
  await expect(page).toHaveURL(/\/fasting-mix-2968\/step-age\?utm_source=fb&tm1=a$/);
  // With an answer saved, the first step is rendered for this visitor: their choice shows.
  const again = await page.goto(landing);
  expect(again?.headers()["x-nextjs-cache"]).toBeUndefined();
  await expect(page.getByTestId("quiz-option-female")).toHaveAttribute("aria-pressed", "true");
});

test("without JavaScript the query reaches the next step too", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: { cookies: [{ name: "SPLIT_STEP_ONE_POSITION", value: "0.99", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }], origins: [] },
  });
  const page = await context.newPage();
  await openLanding(page);
  await page.getByTestId("quiz-option-male").click();
  await expect(page).toHaveURL(/\/fasting-mix-2968\/step-age\?utm_source=fb&tm1=a$/);
  await context.close();
});

test("Arabic at 360 px: the prerendered first step is right to left and moves on", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const response = await page.goto("/ar/fasting-mix-2968/step-gender");
  expect(response?.headers()["x-nextjs-cache"]).toMatch(/^(HIT|MISS|STALE)$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByTestId("quiz-option-female").click();
  await expect(page).toHaveURL(/\/ar\/fasting-mix-2968\/step-age$/);
});
