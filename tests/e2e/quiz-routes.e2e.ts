import { expect, test } from "@playwright/test";

test.describe("quiz route shapes", () => {
  test("/quiz picks the default funnel and keeps the query", async ({ page }) => {
    await page.goto("/quiz?utm_source=fb&utm_campaign=spring");
    await expect(page).toHaveURL(/\/fasting-mix-2968\/step-gender\?utm_source=fb&utm_campaign=spring$/);
    await expect(page.getByTestId("quiz-step")).toHaveAttribute("data-step", "step-gender");
  });

  test("/quiz/{funnel} opens that funnel in the locale of the address", async ({ page }) => {
    await page.goto("/de/quiz/fasting-woman-2968");
    await expect(page).toHaveURL(/\/de\/fasting-woman-2968\/step-age$/);
    await expect(page.getByTestId("quiz-title")).toHaveText("Wie alt bist du?");
    await expect(page).toHaveTitle(/^Wie alt bist du\? · /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
  });

  test("/[quizName]/[stepId] renders on the server and moves on after an answer", async ({ page }) => {
    await page.goto("/fasting-mix-2968/step-gender");
    await expect(page.getByTestId("quiz-progress")).toHaveAttribute("data-number", "1");
    await page.getByTestId("quiz-option-male").click();
    await expect(page).toHaveURL(/\/fasting-mix-2968\/step-age$/);
    await expect(page.getByTestId("quiz-progress")).toHaveAttribute("data-number", "2");
  });

  test("/new/[quizName]/[stepId] keeps its address shape", async ({ page }) => {
    await page.goto("/new/fasting-mix-2968/step-gender?tm1=n");
    await page.getByTestId("quiz-option-female").click();
    await expect(page).toHaveURL(/\/new\/fasting-mix-2968\/step-age\?tm1=n$/);
  });

  test("/[quizName]/quiz/[configName]/[stepId] uses the named configuration", async ({ page }) => {
    await page.goto("/fasting-mix-2968/quiz/express/step-gender");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "blackBlue");
    await page.getByTestId("quiz-option-female").click();
    await page.getByTestId("quiz-option-30-39").click();
    await expect(page).toHaveURL(/\/fasting-mix-2968\/quiz\/express\/step-height$/);
    await expect(page.getByTestId("quiz-progress")).toHaveAttribute("data-total", "7");
    const missing = await page.goto("/fasting-mix-2968/quiz/nope/step-gender");
    expect(missing?.status()).toBe(404);
  });

  test("/[step] opens a funnel or alias at its first step, a default-funnel step by id, else 404", async ({ page }) => {
    await page.goto("/lp22-2968?utm_source=tt");
    await expect(page).toHaveURL(/\/lp22-2968\/step-age\?utm_source=tt$/);
    await page.goto("/ar/step-height");
    await expect(page).toHaveURL(/\/ar\/fasting-mix-2968\/step-height$/);
    const missing = await page.goto("/no-such-quiz-slug");
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
  });

  test("unknown funnels and steps are friendly 404 pages that lead back to the quiz", async ({ page }) => {
    await page.goto("/fasting-mix-2968/step-gender");
    await page.getByTestId("quiz-option-female").click();
    await expect(page).toHaveURL(/\/step-age$/);
    expect((await page.goto("/fasting-mix-2968/step-nope"))?.status()).toBe(404);
    await page.getByTestId("quiz-not-found-continue").click();
    await expect(page).toHaveURL(/\/fasting-mix-2968\/step-age$/);
    await expect(page.getByTestId("quiz-step")).toHaveAttribute("data-step", "step-age");
    expect((await page.goto("/nope-funnel/step-gender"))?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
  });

  test("every feature-flag slug opens a quiz step", async ({ page }) => {
    for (const slug of [
      "fasting-woman-2968/step-age",
      "fasting-mxfb-2968/step-gender",
      "fasting-mix-2968/step-gender",
      "quiz-cdef-nds/step-gender",
      "fasting-mix-dmg-2968/step-gender",
      "ntrl-vgtbl-srch-2968/step-age",
      "lp22-2968/step-age",
      "metabolic-quiz-dmg-2968/step-age",
    ]) {
      const response = await page.goto(`/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.getByTestId("quiz-step")).toBeVisible();
    }
  });
});
