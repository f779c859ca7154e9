import { expect, test, type Browser } from "@playwright/test";
import { cards, chooseOnFinalPage, declineUpsells, payWithCard } from "./checkout-helpers";
import { completeFunnel } from "./quiz-helpers";
import { readmeStartUrl } from "./readme-start-server";
import { signInAsStaff } from "./staff-helpers";

/**
 * The product as a newcomer meets it: the server started exactly as the README says
 * (`PORT=… npm start` — another port than 3000, no SITE_URL, no SMTP; see readme-start-server.ts
 * for the only two variables set and why), and one buyer from an ad to the cancel flow.
 */
test.use({ baseURL: readmeStartUrl });
test.describe.configure({ timeout: 240_000 });

/** The code of the newest sign-in mail to `email`, read in the management area's outbox as support staff would. */
async function codeFromOutbox(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext({ baseURL: readmeStartUrl });
  const staff = await context.newPage();
  try {
    await signInAsStaff(staff, "support@platewise.local", "/mgmt/outbox");
    await staff.goto(`/mgmt/outbox?email=${encodeURIComponent(email)}`);
    const signInMail = staff.getByTestId("outbox-row").filter({ hasText: "sign-in" }).first();
    await expect(signInMail).toBeVisible();
    await signInMail.getByRole("link").first().click();
    await expect(staff.getByTestId("outbox-mail-status")).toContainText(/held/i);
    const text = (await staff.getByTestId("outbox-mail-text").textContent()) ?? "";
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code, "the sign-in mail holds a 6-digit code").toBeTruthy();
    return code!;
  } finally {
    await context.close();
  }
}

test("a newcomer buys from an ad, opens the plan at once, and later reaches the cancel flow with the code from the outbox", async ({ page, browser }) => {
  const email = `readme-${Date.now()}@example.com`;
  // An ad's address: a funnel step with the campaign's parameters.
  await page.goto("/fasting-mix-2968/quiz/express/step-gender?utm_source=facebook&utm_medium=paid&utm_campaign=readme&fbclid=IwAR0readme");
  await completeFunnel(page, { choices: { "step-gender": "female" }, email });
  await chooseOnFinalPage(page, "pp_4w_intro");

  // The sandbox processor's webhooks reach this server on its own port: the payment settles.
  const paid = Date.now();
  await payWithCard(page, cards.success);
  await expect(page.getByTestId("upsell-offer").or(page.getByTestId("thank-you-page"))).toBeVisible({ timeout: 60_000 });
  test.info().annotations.push({ type: "pay-to-upsell-ms", description: String(Date.now() - paid) });
  await declineUpsells(page);

  // This purchase made the account: "Go to my plan" opens it without a mail.
  await page.getByTestId("thank-you-account-cta").click();
  await expect(page).toHaveURL(/\/my-plan$/);
  await expect(page.getByTestId("plan-section-today").getByTestId("plan-meal").first()).toBeVisible({ timeout: 90_000 });

  // Later: signed out, the receipt's cancel link asks for sign-in and returns to the cancel flow.
  await page.getByTestId("account-sign-out").click();
  await expect(page.getByTestId("account-nav")).toHaveCount(0);
  await page.goto("/my-subscription?sf=true");
  await expect(page).toHaveURL(/\/signin\?next=%2Fmy-subscription%3Fsf%3Dtrue$/);
  await page.getByTestId("signin-email-form").locator('input[name="email"]').fill(email);
  await page.getByTestId("signin-send").click();
  await expect(page.getByTestId("signin-code")).toBeVisible();
  const code = await codeFromOutbox(browser, email);
  await page.getByTestId("signin-code").fill(code);
  await page.getByTestId("signin-submit").click();
  await expect(page).toHaveURL(/\/my-subscription\?sf=true$/);
  await expect(page.getByTestId("cancel-flow")).toBeVisible();
});
