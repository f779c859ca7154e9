import { expect, type Page } from "@playwright/test";
import { cards, chooseOnFinalPage, declineUpsells, payWithCard } from "./checkout-helpers";
import { waitForSignInMail } from "./mailbox";
import { completeFunnel } from "./quiz-helpers";

/**
 * Signs in as a real customer would: the e-mail on /signin, then the 6-digit code from the
 * mail the server sent. Ends on the page sign-in leads to (/my-plan). The address must belong
 * to a buyer (an unknown address gets no mail).
 */
export async function signInWithCode(page: Page, email: string, locale = ""): Promise<void> {
  const prefix = locale && locale !== "en" ? `/${locale}` : "";
  await page.goto(`${prefix}/signin`);
  await page.getByTestId("signin-email-form").locator('input[name="email"]').fill(email);
  await page.getByTestId("signin-send").click();
  await expect(page.getByTestId("signin-code")).toBeVisible();
  const mail = await waitForSignInMail(email);
  await page.getByTestId("signin-code").fill(mail.code);
  await page.getByTestId("signin-submit").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/my-plan(\\?|$)`));
}

/**
 * Buys the 4-week plan as a new visitor with `email` (the quiz's express configuration, a
 * successful card, every upsell declined) and ends on the thank-you page.
 */
export async function buyPlan(page: Page, email: string): Promise<void> {
  await page.goto("/fasting-mix-2968/quiz/express/step-gender");
  await completeFunnel(page, { choices: { "step-gender": "female" }, email });
  await chooseOnFinalPage(page, "pp_4w_intro");
  await payWithCard(page, cards.success);
  await declineUpsells(page);
  await expect(page).toHaveURL(/\/thank-you$/);
}
