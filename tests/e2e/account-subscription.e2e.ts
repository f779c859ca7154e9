import { expect, test, type Page } from "@playwright/test";
import { buyPlan, signInWithCode } from "./account-helpers";
import { waitForSignInMail } from "./mailbox";

/*
 * A buyer signs in with the mail the server sent (code, then link), sees their subscription
 * and goes through the cancel flow; sign-out everywhere ends every session.
 */
const phone = { width: 360, height: 740 };

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a buyer signs in by code, by link, and signs out everywhere", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const email = `account-${Date.now()}@example.com`;
  await buyPlan(page, email);
  await signInWithCode(page, email);
  const session = (await page.context().cookies()).find((c) => /session/i.test(c.name) && c.httpOnly);
  expect(session, "an HttpOnly session cookie").toBeTruthy();
  expect(session!.sameSite).toBe("Lax");

  // A second device signs in by the link in a new mail.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  const before = await waitForSignInMail(email);
  await second.goto("/signin");
  await second.getByTestId("signin-email-form").locator('input[name="email"]').fill(email);
  await second.getByTestId("signin-send").click();
  const mail = await waitForSignInMail(email, { notFile: before.file });
  await second.goto(mail.link);
  await expect(second).toHaveURL(/\/my-plan(\?|$)/);
  // The same link does not work twice.
  await second.goto(mail.link);
  await expect(second).toHaveURL(/\/signin\?error=link_invalid/);

  // Sign out everywhere from the first device: the second is signed out too.
  await page.goto("/my-subscription");
  await page.getByTestId("sign-out-everywhere-button").click();
  await expect(page).toHaveURL(/\/signin$/);
  await second.goto("/my-subscription");
  await expect(second).toHaveURL(/\/signin/);
  await other.close();
});

test("a buyer sees the subscription and cancels at the end of the period after declining the offer (en, 360 px)", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  const email = `cancel-${Date.now()}@example.com`;
  await buyPlan(page, email);
  await signInWithCode(page, email);
  await page.goto("/my-subscription");
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("subscription-next-charge")).toBeVisible();
  await expect(page.getByTestId("subscription-card")).toContainText("4242");
  await expectNoOverflow(page);

  await page.goto("/my-subscription?sf=true");
  const flow = page.getByTestId("cancel-flow");
  await flow.locator('input[name="reason"][value="too_expensive"]').check();
  await page.getByTestId("cancel-flow-continue").click();
  // "Too expensive" is offered a discount; the buyer declines it and confirms.
  await expect(page.getByTestId("cancel-flow-offer-discount")).toBeVisible();
  await page.getByTestId("cancel-flow-decline").click();
  await page.getByTestId("cancel-flow-confirm").click();
  await expect(page.getByTestId("cancel-flow-done")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("subscription-status")).toHaveText(/^Cancels on /);
});

test("Arabic at 360 px: a buyer pauses instead of cancelling", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  const email = `pause-${Date.now()}@example.com`;
  await buyPlan(page, email);
  await signInWithCode(page, email, "ar");
  await page.goto("/ar/my-subscription?sf=true");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByTestId("cancel-flow").locator('input[name="reason"][value="reached_goal"]').check();
  await page.getByTestId("cancel-flow-continue").click();
  await expect(page.getByTestId("cancel-flow-offer-pause")).toBeVisible();
  await expectNoOverflow(page);
  await page.getByTestId("cancel-flow-accept").click();
  await expect(page.getByTestId("cancel-flow-done")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("subscription-status")).not.toHaveText(/^\s*$/);
  await page.screenshot({ path: "test-results/account-pause-ar-360.png", fullPage: true });
});
