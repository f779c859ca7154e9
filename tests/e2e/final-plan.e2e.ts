import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signInWithCode } from "./account-helpers";
import { cards, chooseOnFinalPage, declineUpsells, payWithCard } from "./checkout-helpers";
import { completeFunnel } from "./quiz-helpers";
import { signInAsStaff } from "./staff-helpers";

/*
 * The final page's "your plan" block (docs/final-page.md, "Plan"): a visitor who finished the
 * quiz sees the daily calories, the fasting window and today's meals of the week they would
 * buy, on a 360 px phone in English and in Arabic; the figures stream in without moving the
 * page; after buying, /my-plan shows exactly the meals the paywall showed for today; staff place
 * the block in the final page editor, and its preview shows it.
 */
const phone = { width: 360, height: 740 };
const screenshots = path.join("test-results", "final-plan-screenshots");

// The paywall plans for the UTC day when the browser has not told its time zone yet; the
// account pages follow the browser's zone. One zone for both keeps "today" the same day.
test.use({ timezoneId: "UTC" });

/** Left-to-right isolates out, for reading the text as shown. */
const plain = (text: string | null) => (text ?? "").replace(/[\u2066-\u2069]/g, "").trim();
const anyDigit = /[0-9\u0660-\u0669]/;

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Records, while the page loads, the plan block's height with its placeholder and with its
 * figures (only once the styles apply).
 */
async function watchPlanBlock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { kind: string; height: number }[] = [];
    (window as unknown as { planBlockSizes: typeof seen }).planBlockSizes = seen;
    const record = () => {
      const section = document.querySelector<HTMLElement>('[data-testid="final-plan"]');
      if (!section || getComputedStyle(section).display !== "flex") return;
      const kind = section.querySelector('[data-testid="final-plan-figures"]') ? "figures" : section.querySelector('[data-testid="final-plan-placeholder"]') ? "placeholder" : "none";
      seen.push({ kind, height: section.getBoundingClientRect().height });
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, attributes: true });
    window.addEventListener("load", record);
  });
}

/** The plan block with its figures: calories, macros, window, and today's meals; answers the meals' recipe ids. */
async function expectPlanBlock(page: Page): Promise<string[]> {
  const block = page.getByTestId("final-plan");
  await expect(block.getByTestId("final-plan-figures")).toBeVisible({ timeout: 30_000 });
  await expect(block.getByTestId("final-plan-kcal")).toHaveText(anyDigit);
  for (const macro of ["protein", "fat", "carbs"]) await expect(block.getByTestId(`final-plan-${macro}`)).toHaveText(anyDigit);
  const window = plain(await block.getByTestId("final-plan-window").textContent());
  expect(window).toMatch(/^1[2468]:(12|10|8|6) · \d{2}:\d{2}–\d{2}:\d{2}$/);
  const meals = block.getByTestId("final-plan-meal");
  expect(await meals.count()).toBeGreaterThanOrEqual(2);
  for (const name of await block.getByTestId("final-plan-meal-name").allTextContents()) expect(name.trim().length).toBeGreaterThan(2);
  // The block comes right after the hero.
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="final-page"] > *')].map((element) => element.getAttribute("data-testid")),
  );
  expect(order.indexOf("final-plan")).toBe(order.indexOf("final-hero") + 1);
  return meals.evaluateAll((items) => items.map((item) => item.getAttribute("data-recipe") ?? ""));
}

async function expectNothingMoved(page: Page): Promise<void> {
  const seen = await page.evaluate(() => (window as unknown as { planBlockSizes: { kind: string; height: number }[] }).planBlockSizes);
  const shown = seen.filter((entry) => entry.kind !== "none");
  expect(shown.length).toBeGreaterThan(0);
  // The placeholder has the figures' size: the block keeps one height, so nothing below moves.
  const heights = new Set(shown.map((entry) => Math.round(entry.height)));
  test.info().annotations.push({ type: "plan block", description: `${[...new Set(shown.map((entry) => entry.kind))].join(" → ")}, heights ${[...heights].join(", ")}` });
  expect([...heights]).toHaveLength(1);
}

test.describe("the final page shows the plan being sold", () => {
  test("after the quiz: calories, window and today's meals at 360 px (en), and the same meals on /my-plan after buying", async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(phone);
    await watchPlanBlock(page);
    const email = `paywall-plan-${Date.now()}@example.com`;
    await page.goto("/fasting-mix-2968/quiz/express/step-gender");
    await completeFunnel(page, { choices: { "step-gender": "female" }, email });
    const shownToday = await expectPlanBlock(page);
    await expectNothingMoved(page);
    await expectNoOverflow(page);
    mkdirSync(screenshots, { recursive: true });
    await page.getByTestId("final-plan").screenshot({ path: path.join(screenshots, "final-plan-en-360.png") });
    await page.screenshot({ path: path.join(screenshots, "final-page-en-360.png"), fullPage: true });

    await chooseOnFinalPage(page, "pp_4w_intro");
    await payWithCard(page, cards.success);
    await declineUpsells(page);
    await signInWithCode(page, email);
    const today = page.getByTestId("plan-section-today");
    await expect(today.getByTestId("plan-meal").first()).toBeVisible({ timeout: 90_000 });
    const onMyPlan = await today.getByTestId("plan-meal").evaluateAll((items) => items.map((item) => item.getAttribute("data-recipe") ?? ""));
    expect(onMyPlan).toEqual(shownToday);
  });

  test("in Arabic at 360 px: right to left, times and 16:8-style windows kept whole", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(phone);
    await watchPlanBlock(page);
    await page.goto("/ar/fasting-mix-2968/quiz/express/step-gender");
    await completeFunnel(page, { choices: { "step-gender": "male" } });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectPlanBlock(page);
    await expectNothingMoved(page);
    const block = page.getByTestId("final-plan");
    // Arabic words around left-to-right isolated times.
    await expect(block.getByRole("heading", { level: 2 })).toHaveText(/[\u0600-\u06FF]/);
    expect(await block.getByTestId("final-plan-window").textContent()).toMatch(/^\u2066.+\u2069$/);
    await expectNoOverflow(page);
    mkdirSync(screenshots, { recursive: true });
    await block.screenshot({ path: path.join(screenshots, "final-plan-ar-360.png") });
    await page.screenshot({ path: path.join(screenshots, "final-page-ar-360.png"), fullPage: true });
  });

  test("without quiz answers the block still plans (the defaults a purchase would use), streaming without moving the page", async ({ page }) => {
    await page.setViewportSize(phone);
    await watchPlanBlock(page);
    await page.goto("/fasting-mix-2968/final");
    await expectPlanBlock(page);
    await expectNothingMoved(page);
  });

  test("growth places the block in the editor after the hero, without the sample day; the preview shows it", async ({ page }) => {
    test.setTimeout(120_000);
    const slug = `plan-${Date.now().toString(36)}`;
    await signInAsStaff(page, "growth@platewise.local", `/mgmt/final-admin?slug=${slug}`);
    // Comparing a page with and without a block is a split test between two pages.
    await expect(page.getByTestId("final-compare-hint")).toContainText("final_page");
    await page.getByTestId("add-block").selectOption("plan");
    const block = page.getByTestId("block-plan");
    await expect(block).toBeVisible();
    // One plan block per page: the type leaves the "Add a block" list.
    await expect(page.getByTestId("add-block").locator('option[value="plan"]')).toHaveCount(0);
    // Added last; moved up to follow the hero.
    for (let i = 0; i < 2; i++) await page.getByRole("button", { name: "Your plan: Move up" }).click();
    await expect(page.getByTestId("block-list").locator("[data-testid^=block-]").nth(1)).toHaveAttribute("data-testid", "block-plan");
    await block.getByLabel(/^Show today's meals/).uncheck();
    await page.getByTestId("save-draft").click();
    await expect(page.getByTestId("editor-status")).toContainText(/Draft saved as version 1\./);

    const preview = await page.context().newPage();
    await preview.goto((await page.getByTestId("preview-link").getAttribute("href"))!);
    const shown = preview.getByTestId("final-preview").getByTestId("final-plan");
    await expect(shown.getByTestId("final-plan-figures")).toBeVisible({ timeout: 30_000 });
    await expect(shown.getByTestId("final-plan-kcal")).toHaveText(anyDigit);
    await expect(shown.getByTestId("final-plan-meal")).toHaveCount(0);
    await preview.close();
  });
});
