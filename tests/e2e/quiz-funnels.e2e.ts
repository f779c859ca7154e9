import { expect, test } from "@playwright/test";
import { completeFunnel, type QuizAnswers } from "./quiz-helpers";

/** The plan questions every demo funnel asks before the e-mail step (docs/quiz.md). */
const planSteps = [
  "step-fasting-experience",
  "step-first-meal",
  "step-meals-per-day",
  "step-diet",
  "step-allergies",
  "step-foods-avoided",
  "step-cooking-time",
];

const funnels: { name: string; first: string; answers: QuizAnswers }[] = [
  {
    name: "fasting-woman-2968",
    first: "step-age",
    answers: {
      "step-age": "18-29",
      "step-fasting-experience": "regular",
      "step-first-meal": "skip",
      "step-diet": "vegetarian",
      "step-allergies": ["tree-nuts", "peanuts"],
    },
  },
  {
    name: "fasting-mix-2968",
    first: "step-gender",
    answers: { "step-gender": "female", "step-fasting-experience": "never", "step-first-meal": "early", "step-diet": "omnivore" },
  },
  // Every choice generic: first option, or "none of the above".
  { name: "metabolic-quiz-dmg-2968", first: "step-age", answers: {} },
];
const viewports = [
  { label: "360 px", size: { width: 360, height: 740 } },
  { label: "desktop", size: { width: 1280, height: 900 } },
];

for (const funnel of funnels) {
  for (const locale of ["en", "ar"] as const) {
    for (const viewport of viewports) {
      test(`${funnel.name} from first step to the end (${locale}, ${viewport.label})`, async ({ page }) => {
        test.setTimeout(150_000);
        await page.setViewportSize(viewport.size);
        const prefix = locale === "en" ? "" : `/${locale}`;
        await page.goto(`${prefix}/${funnel.name}/${funnel.first}?utm_source=e2e`);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        const visited = await completeFunnel(page, { answers: funnel.answers, checkWidth: true });
        expect(visited.length).toBeGreaterThanOrEqual(15);
        expect(visited.at(-1)).toBe("step-summary");
        // The plan questions are answered before the e-mail step stores the profile.
        const email = visited.indexOf("step-email");
        for (const step of planSteps) {
          expect(visited, step).toContain(step);
          expect(visited.indexOf(step), step).toBeLessThan(email);
        }
        await expect(page).toHaveURL(new RegExp(`${prefix}/${funnel.name}/final\\?utm_source=e2e$`));
        await expect(page.getByTestId("final-page")).toBeVisible();
        await expect(page.locator("form input[name=quiz]")).toHaveValue(funnel.name);
      });
    }
  }
}
