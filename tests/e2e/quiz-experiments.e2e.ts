import { expect, test } from "@playwright/test";

test.describe("experiments and redirect rules on the quiz entry", () => {
  // Visitors start with no stored experiment state; each test sets the position it needs.
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const [position, funnel, variant] of [
    ["0.1", "/fasting-woman-2968/step-age", "a"],
    ["0.9", "/metabolic-quiz-dmg-2968/step-age", "b"],
  ] as const) {
    test(`a step_one experiment sends position ${position} to ${funnel}, query merged`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([
        { name: "SPLIT_STEP_ONE_POSITION", value: position, url: baseURL! },
        { name: "SPLIT_PAGE_POSITION", value: "0.1", url: baseURL! },
      ]);
      await page.goto("/quiz?utm_campaign=quiz_ab&utm_source=fb&variant=z&keep=1");
      const url = new URL(page.url());
      expect(url.pathname).toBe(funnel);
      // The current query is merged in; the instruction's own value wins on conflict.
      expect(url.searchParams.get("variant")).toBe(variant);
      expect(url.searchParams.get("keep")).toBe("1");
      expect(url.searchParams.get("utm_campaign")).toBe("quiz_ab");
      expect(url.searchParams.get("utm_source")).toBe("fb");
      const splits = (await context.cookies()).find((c) => c.name === "SPLITS");
      expect(decodeURIComponent(splits?.value ?? "")).toContain("step_one_campaign_quiz_ab");
      await expect(page.locator("form").first()).toBeVisible();
    });
  }

  test("the same experiment applies in another locale", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "SPLIT_STEP_ONE_POSITION", value: "0.9", url: baseURL! }]);
    await page.goto("/de/quiz?utm_campaign=quiz_ab&utm_source=fb");
    expect(new URL(page.url()).pathname).toBe("/de/metabolic-quiz-dmg-2968/step-age");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  for (const [gender, funnel] of [
    ["female", "/fasting-woman-2968/step-age"],
    ["male", "/fasting-mxfb-2968/step-gender"],
  ] as const) {
    test(`a redirect rule sends gender=${gender} to ${funnel}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: "SPLIT_STEP_ONE_POSITION", value: "0.99", url: baseURL! }]);
      await page.goto(`/quiz?gender=${gender}&utm_source=google`);
      const url = new URL(page.url());
      expect(url.pathname).toBe(funnel);
      expect(url.searchParams.get("utm_source")).toBe("google");
    });
  }

  test("a funnel's own first step stays open without rule criteria", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "SPLIT_STEP_ONE_POSITION", value: "0.99", url: baseURL! }]);
    await page.goto("/fasting-woman-2968/step-age");
    expect(new URL(page.url()).pathname).toBe("/fasting-woman-2968/step-age");
  });
});

test.describe("redirect rules read the visitor's earlier answers", () => {
  test("a visitor who answered female is sent to the women's funnel from /quiz", async ({
    page,
  }) => {
    await page.goto("/fasting-mix-2968/step-gender");
    await page.getByTestId("quiz-option-female").click();
    await expect(page).toHaveURL(/\/fasting-mix-2968\/step-age$/);
    await page.goto("/quiz?utm_source=google");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/fasting-woman-2968/step-age");
    expect(url.searchParams.get("utm_source")).toBe("google");
  });
});
