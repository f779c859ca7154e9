import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInWithCode } from "./account-helpers";
import { cards, chooseOnFinalPage, declineUpsells, payWithCard } from "./checkout-helpers";
import { completeFunnel, type QuizAnswers } from "./quiz-helpers";

/*
 * Personalisation end to end (docs/meal-plan.md, "From the quiz to the plan"): two visitors
 * answer the plan questions differently, see different fasting windows and sample days on the
 * paywall, buy, and find the same window and today's meals on /my-plan; the nut-allergic
 * vegetarian's whole week holds no nut and no meat. The allergens are read from the recipe and
 * food files themselves, not from the app's code.
 */

// The paywall plans for the UTC day until the browser has told its time zone; one zone for
// both pages keeps "today" the same day.
test.use({ timezoneId: "UTC" });

const dataDir = path.join("src", "features", "meal-plan", "data");
const foodFacts = JSON.parse(readFileSync(path.join(dataDir, "food-facts.json"), "utf8")) as Record<string, { allergens: string[]; animal: string | null }>;
const recipes = new Map<string, { ingredients: Array<{ food: string }>; diets: string[] }>(
  readdirSync(path.join(dataDir, "recipes"))
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => JSON.parse(readFileSync(path.join(dataDir, "recipes", file), "utf8")) as Array<{ id: string; ingredients: Array<{ food: string }>; diets: string[] }>)
    .map((recipe) => [recipe.id, recipe]),
);
const allergensOf = (id: string) => new Set(recipes.get(id)!.ingredients.flatMap((i) => foodFacts[i.food]?.allergens ?? []));
const animalsOf = (id: string) => new Set(recipes.get(id)!.ingredients.map((i) => foodFacts[i.food]?.animal).filter(Boolean));

type Visitor = { funnel: string; first: string; answers: QuizAnswers };
type Seen = { window: string; meals: string[]; names: string[] };

const screenshots = path.join("test-results", "personalised-plan-screenshots");
const plain = (text: string | null) => (text ?? "").replace(/[\u2066-\u2069]/g, "").trim();

/** The quiz with the visitor's answers; the paywall's window and today's meals. */
async function paywallPlan(browser: Browser, visitor: Visitor, email: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(`/${visitor.funnel}/${visitor.first}`);
  await completeFunnel(page, { answers: visitor.answers, email });
  const block = page.getByTestId("final-plan");
  await expect(block.getByTestId("final-plan-figures")).toBeVisible({ timeout: 30_000 });
  const seen: Seen = {
    window: plain(await block.getByTestId("final-plan-window").textContent()),
    meals: await block.getByTestId("final-plan-meal").evaluateAll((items) => items.map((item) => item.getAttribute("data-recipe") ?? "")),
    names: (await block.getByTestId("final-plan-meal-name").allTextContents()).map((name) => name.trim()),
  };
  return { context, page, seen };
}

/** Buys the 4-week plan, signs in with the mailed code, and reads /my-plan's window and today's meals. */
async function buyAndOpenPlan(page: Page, email: string) {
  await chooseOnFinalPage(page, "pp_4w_intro");
  await payWithCard(page, cards.success);
  await declineUpsells(page);
  await signInWithCode(page, email);
  const today = page.getByTestId("plan-section-today");
  await expect(today.getByTestId("plan-meal").first()).toBeVisible({ timeout: 90_000 });
  return {
    window: plain(await page.getByTestId("plan-section-fasting").locator("p").first().textContent()),
    meals: await today.getByTestId("plan-meal").evaluateAll((items) => items.map((item) => item.getAttribute("data-recipe") ?? "")),
    names: (await today.getByTestId("plan-meal-name").allTextContents()).map((name) => name.trim()),
  };
}

test("two visitors' answers give two plans: the paywall shows each, and each buyer finds it on /my-plan", async ({ browser }) => {
  // Two whole quizzes, two purchases and two sign-ins.
  test.setTimeout(360_000);
  const stamp = Date.now();
  const faster: Visitor = {
    funnel: "fasting-woman-2968",
    first: "step-age",
    answers: {
      "step-fasting-experience": "regular",
      "step-first-meal": "skip",
      "step-meals-per-day": "3",
      "step-diet": "vegetarian",
      "step-allergies": ["tree-nuts", "peanuts"],
    },
  };
  const beginner: Visitor = {
    funnel: "fasting-mix-2968",
    first: "step-gender",
    answers: { "step-gender": "female", "step-fasting-experience": "never", "step-first-meal": "early", "step-meals-per-day": "3", "step-diet": "omnivore" },
  };
  const fasterEmail = `faster-${stamp}@example.com`;
  const beginnerEmail = `beginner-${stamp}@example.com`;

  mkdirSync(screenshots, { recursive: true });
  const a = await paywallPlan(browser, faster, fasterEmail);
  await a.page.getByTestId("final-plan").screenshot({ path: path.join(screenshots, "paywall-faster-en-360.png") });
  const b = await paywallPlan(browser, beginner, beginnerEmail);
  // Regular + skips breakfast: 16:8 from noon. A beginner who eats early: 12:12 from 07:00.
  expect(a.seen.window).toBe("16:8 · 12:00–20:00");
  expect(b.seen.window).toBe("12:12 · 07:00–19:00");
  expect(a.seen.meals).toHaveLength(3);
  expect(b.seen.meals).toHaveLength(3);
  expect(a.seen.meals).not.toEqual(b.seen.meals);
  for (const id of a.seen.meals) {
    expect(recipes.get(id)?.diets, id).toContain("vegetarian");
    expect([...allergensOf(id)].filter((x) => x === "tree-nuts" || x === "peanuts"), id).toEqual([]);
  }

  for (const [visitor, email] of [[a, fasterEmail], [b, beginnerEmail]] as const) {
    const mine = await buyAndOpenPlan(visitor.page, email);
    // The window the paywall promised, and today's meals it showed.
    expect(mine.window).toContain(visitor.seen.window.split(" · ")[0]!);
    expect(mine.window).toContain(visitor.seen.window.split(" · ")[1]!.split("–")[0]!);
    expect(mine.window).toContain(visitor.seen.window.split("–")[1]!);
    expect(mine.meals).toEqual(visitor.seen.meals);
    expect(mine.names).toEqual(visitor.seen.names);
  }

  // /my-plan says the answers shaped the faster's plan.
  await expect(a.page.getByTestId("shaped-diet")).toHaveAttribute("data-source", "quiz");
  await expect(a.page.getByTestId("shaped-allergies")).toHaveAttribute("data-source", "quiz");
  await expect(a.page.getByTestId("shaped-firstMealTime")).toHaveAttribute("data-source", "quiz");
  await expect(a.page.getByTestId("plan-shaped-change")).toHaveAttribute("href", "#plan-settings");
  await a.page.getByTestId("plan-shaped-by").screenshot({ path: path.join(screenshots, "my-plan-shaped-by-en-360.png") });
  // In Arabic: right to left, the first meal's time kept whole, nothing wider than the phone.
  await a.page.goto("/ar/my-plan");
  await expect(a.page.locator("html")).toHaveAttribute("dir", "rtl");
  const shaped = a.page.getByTestId("plan-shaped-by");
  await expect(shaped.getByRole("heading", { level: 2 })).toHaveText(/[\u0600-\u06FF]/);
  await expect(a.page.getByTestId("shaped-firstMealTime")).toContainText("\u206612:00\u2069");
  expect(await a.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shaped.screenshot({ path: path.join(screenshots, "my-plan-shaped-by-ar-360.png") });

  // The whole week of the nut-allergic vegetarian: no nut, no meat or fish.
  await a.page.goto("/meal-plan");
  const week = a.page.getByTestId("meal-plan-week").getByTestId("plan-meal");
  await expect(week.first()).toBeVisible({ timeout: 60_000 });
  const ids = await week.evaluateAll((items) => items.map((item) => item.getAttribute("data-recipe") ?? ""));
  expect(ids.length).toBeGreaterThanOrEqual(7 * 3 - 3);
  for (const id of ids) {
    const allergens = allergensOf(id);
    expect(allergens.has("tree-nuts") || allergens.has("peanuts"), `${id} holds a nut`).toBe(false);
    expect([...animalsOf(id)].filter((kind) => kind === "meat" || kind === "fish" || kind === "shellfish"), id).toEqual([]);
  }
  await a.context.close();
  await b.context.close();
});
