import { expect, test } from "@playwright/test";
import { buyPlan } from "./account-helpers";
import { waitForSignInMail } from "./mailbox";

/**
 * "Go to my plan" on the thank-you page for an address that already had an account
 * (docs/account.md, "Right after paying"): knowing an address opens nothing, so the button goes
 * through sign-in — with the address filled in — and returns to the plan after the mailed code.
 */
test("a second purchase with a known address signs in first, address filled in, and returns to the plan", async ({ browser }) => {
  // Two whole purchases, each through the quiz, the checkout and the upsells.
  test.setTimeout(150_000);
  const email = `known-${Date.now()}@example.com`;
  const first = await browser.newContext();
  await buyPlan(await first.newPage(), email);
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
