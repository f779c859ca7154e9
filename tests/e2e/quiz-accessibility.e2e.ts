import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = [
  "/fasting-mix-2968/step-gender",
  "/ar/fasting-woman-2968/step-age",
  "/fasting-mix-2968/step-habits",
  "/ar/metabolic-quiz-dmg-2968/step-allergies",
  "/de/fasting-mix-2968/step-height",
  "/fasting-mix-2968/info-social-proof",
  "/ar/fasting-mix-2968/step-email?country=DE",
  "/fasting-mix-2968/step-summary",
];

for (const path of pages) {
  test(`quiz step ${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId("quiz-step")).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[data-testid="quiz-step"]').analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
