import { expect, test } from "@playwright/test";
import { buyPlan } from "./account-helpers";
import { waitForSignInMail } from "./mailbox";
import { completeFunnel } from "./quiz-helpers";

/**
 * "Go to my plan" on the thank-you page for an address that already had an account
 * (docs/account.md, "Right after paying"): knowing an address opens nothing, so the button goes
 * through sign-in — with the address filled in — and returns to the plan after the mailed code.
 */
test("a purchase with a known address signs in first, address filled in, and returns to the plan", async ({ browser }) => {
  // Two whole quizzes, one of them through the checkout and the upsells.
  test.setTimeout(150_000);
  const email = `known-${Date.now()}@example.com`;
  // Another browser's quiz made the account. (A second plan for an address whose plan runs is
  // refused until its owner signs in: docs/checkout.md, "One plan per account".)
  const first = await browser.newContext();
  const quiz = await first.newPage();
  await quiz.goto("/fasting-mix-2968/quiz/express/step-gender");
  await completeFunnel(quiz, { choices: { "step-gender": "female" }, email });
  await first.close();

  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await buyPlan(page, email);
  await expect(page.getByTestId("thank-you-account")).toContainText(email);
  await page.getByTestId("thank-you-account-cta").click();
  await expect(page).toHaveURL(/\/signin\?next=%2Fmy-plan$/);
  const field = page.getByTestId("signin-email-form").locator('input[name="email"]');
  await expect(field).toHaveValue(email);
  await expect(page.getByTestId("signin-send")).toBeEnabled();
  await page.getByTestId("signin-send").click();
  const mail = await waitForSignInMail(email);
  await page.getByTestId("signin-code").fill(mail.code);
  await page.getByTestId("signin-submit").click();
  await expect(page).toHaveURL(/\/my-plan$/);
  await context.close();
});
