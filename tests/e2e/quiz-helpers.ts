import { expect, type Page } from "@playwright/test";

/** Where the consent banner shows (EU countries), answers it so it covers no button. */
export async function declineOptionalCookies(page: Page): Promise<void> {
  const necessary = page.locator('#cc-main .cm__btn[data-role="necessary"]');
  await necessary.click();
  await expect(necessary).toBeHidden();
}

/**
 * Chosen answers by step id: an option value for a single-choice step, the values to tick for
 * a multiple-choice step (`["none"]` for "none of the above"). For example the plan questions
 * of the demo funnels: `{ "step-fasting-experience": "regular", "step-first-meal": "skip",
 * "step-diet": "vegetarian", "step-allergies": ["tree-nuts", "peanuts"] }`.
 */
export type QuizAnswers = Record<string, string | readonly string[]>;

export type CompleteFunnelOptions = {
  /** Chosen answers by step id; every other choice step takes its first option, or "none of the above" where it has one. */
  answers?: QuizAnswers;
  /** Single-choice answers by step id (the same as `answers`, kept for the existing journeys). */
  choices?: Record<string, string>;
  email?: string;
  maxSteps?: number;
  checkWidth?: boolean;
  until?: string;
};

/**
 * Answers every step of a funnel from the current page to the final page, or
 * until the step `until` is reached (steps can be answered only in order).
 * Returns the ids of the steps answered, in order.
 */
export async function completeFunnel(page: Page, options: CompleteFunnelOptions = {}): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < (options.maxSteps ?? 40); i++) {
    const final = page.getByTestId("final-page");
    const step = page.getByTestId("quiz-step");
    await expect(final.or(step)).toBeVisible();
    if (await final.isVisible()) return visited;
    const id = (await step.getAttribute("data-step"))!;
    const type = (await step.getAttribute("data-type"))!;
    if (id === options.until) return visited;
    visited.push(id);
    if (options.checkWidth) {
      // The step's own content fits the viewport (no sideways scrolling on a 360 px phone).
      const overflow = await page.evaluate(() => {
        const main = document.querySelector("main")!;
        return main.scrollWidth - main.clientWidth;
      });
      expect(overflow, `${id} overflows`).toBeLessThanOrEqual(0);
    }
    const before = page.url();
    await answerStep(page, id, type, options);
    await page.waitForURL((url) => url.toString() !== before, { timeout: 15_000 });
  }
  throw new Error(`funnel did not end within ${options.maxSteps ?? 40} steps: ${visited.join(" > ")}`);
}

async function answerStep(page: Page, id: string, type: string, options: CompleteFunnelOptions): Promise<void> {
  const chosen = options.answers?.[id] ?? options.choices?.[id];
  switch (type) {
    case "single": {
      const choice = typeof chosen === "string" ? chosen : chosen?.[0];
      if (choice) await page.getByTestId(`quiz-option-${choice}`).click();
      else await page.locator("[data-testid^=quiz-option-]").first().click();
      return;
    }
    case "multi": {
      // Without a chosen answer: "none of the above" where the step has one (nothing to avoid), else the first option.
      const noneHolder = page.getByTestId("quiz-step").locator("[data-none]");
      const none = (await noneHolder.count()) > 0 ? await noneHolder.first().getAttribute("data-none") : null;
      const values = chosen === undefined ? (none ? [none] : []) : typeof chosen === "string" ? [chosen] : chosen;
      if (values.length === 0) await page.locator("[data-testid^=quiz-option-] input").first().check();
      for (const value of values) await page.getByTestId(`quiz-option-${value}`).locator("input").check();
      for (const value of values) await expect(page.getByTestId(`quiz-option-${value}`).locator("input")).toBeChecked();
      break;
    }
    case "number": {
      const cm = page.getByTestId("quiz-input-cm");
      if (await cm.isVisible()) await cm.fill("168");
      else if (await page.getByTestId("quiz-input-ft").isVisible()) {
        await page.getByTestId("quiz-input-ft").fill("5");
        await page.getByTestId("quiz-input-in").fill("6");
      } else {
        const kg = page.getByTestId("quiz-input-kg");
        const value = id === "step-target-weight" ? "66" : "78";
        if (await kg.isVisible()) await kg.fill(value);
        else await page.getByTestId("quiz-input-lb").fill(id === "step-target-weight" ? "145" : "172");
      }
      break;
    }
    case "age":
      await page.getByTestId("quiz-input-value").fill("31");
      break;
    case "text":
      await page.getByTestId("quiz-input-value").fill("Sam");
      break;
    case "email":
      await page.getByTestId("quiz-input-email").fill(options.email ?? `quiz-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
      break;
    case "loader":
      // Moves on by itself once the bars are full.
      return;
    default:
      break;
  }
  await page.getByTestId("quiz-continue").click();
}
