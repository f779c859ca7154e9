import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { completeFunnel, declineOptionalCookies } from "./quiz-helpers";

/*
 * Honest urgency and honest prices on the final page (docs/final-page.md, "Timer";
 * docs/pricing.md, "Honest urgency and reference prices"): a visitor who refused every optional
 * cookie finishes the quiz, sees the discount countdown, and after a reload it continues instead
 * of starting again at 15:00 — its end is kept with their quiz session on the server, no cookie.
 * On a fresh database nothing has sold yet, so no price is struck through: each plan shows its
 * price per day and the saving against the 1-week plan the page really offers.
 */
const phone = { width: 360, height: 740 };
/** Where the screenshots for looking at the page go (kept with the test results). */
const shots = process.env.PRICES_SHOTS_DIR ?? path.join("test-results", "prices-shots");

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("without functional consent the countdown continues across reloads; no invented 'was' price, real savings instead (en, ar, 360 px)", async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(phone);
  // The step_final split's discount group: the page with the 15-minute countdown.
  await context.addCookies([{ name: "SPLIT_STEP_FINAL_POSITION", value: "0.9", url: baseURL! }]);
  await page.clock.install();
  // A visitor in Germany, where optional cookies need consent, refuses them all.
  await page.goto("/fasting-mix-2968/quiz/express/step-gender?country=DE");
  await declineOptionalCookies(page);
  await completeFunnel(page);
  const consent = (await context.cookies()).find((c) => c.name === "cc_cookie");
  expect(consent).toBeDefined();
  expect((JSON.parse(decodeURIComponent(consent!.value)) as { categories: string[] }).categories).toEqual(["necessary"]);

  const final = page.getByTestId("final-page");
  await expect(final).toHaveAttribute("data-slug", "discount");
  const timer = page.getByTestId("final-timer");
  await expect(timer.locator("time")).toHaveText(/^1[45]:\d\d$/);
  await page.clock.fastForward("06:00");
  await expect(timer.locator("time")).toHaveText(/^0[89]:\d\d$/);

  // A reload continues the same countdown: it does not start again at 15:00.
  await page.reload();
  await expect(timer).toHaveAttribute("data-ended", "false");
  await expect(timer.locator("time")).toHaveText(/^0[89]:\d\d$/);
  // Nothing was kept in the browser for it.
  expect((await context.cookies()).map((c) => c.name)).not.toContain("timer");

  // Nothing has sold yet: no struck-through price anywhere; per-day prices and real savings.
  const packages = page.getByTestId("final-packages");
  await expect(packages.locator("s")).toHaveCount(0);
  for (const id of ["pp_1w_intro", "pp_4w_intro", "pp_12w_intro"])
    await expect(packages.getByTestId(`final-package-${id}`)).toContainText(/€\d+\.\d\d\s*per day/);
  await expect(packages.getByTestId("final-package-pp_1w_intro")).not.toContainText("Save");
  await expect(packages.getByTestId("final-package-pp_4w_intro")).toContainText("Save 28% vs the 1\u2011week plan");
  await expect(packages.getByTestId("final-package-pp_12w_intro")).toContainText("Save 58% vs the 1\u2011week plan");
  await expectNoOverflow(page);
  await timer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/final-prices-en-360.png` });
  await packages.screenshot({ path: `${shots}/final-packages-en-360.png` });

  // The same visitor in Arabic: the same countdown, right to left, no struck-through price.
  await page.goto("/ar/fasting-mix-2968/final");
  await expect(final).toHaveAttribute("data-slug", "discount");
  await expect(timer.locator("time")).toHaveText(/^0[89]:\d\d$/);
  await expect(packages.locator("s")).toHaveCount(0);
  await expect(packages.getByTestId("final-package-pp_4w_intro")).toContainText(/28/);
  await expectNoOverflow(page);
  await timer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/final-prices-ar-360.png` });
  await packages.screenshot({ path: `${shots}/final-packages-ar-360.png` });

  // Past the end the countdown says so, and reloading does not start it again.
  await page.clock.fastForward("10:00");
  await expect(timer).toHaveAttribute("data-ended", "true");
  await page.reload();
  await expect(timer).toHaveAttribute("data-ended", "true");
  await expect(timer.locator("time")).toHaveCount(0);
});
