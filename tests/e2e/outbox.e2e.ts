import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buyPlan } from "./account-helpers";
import { waitForSignInMail } from "./mailbox";
import { signInAsStaff } from "./staff-helpers";

/** Set OUTBOX_SCREENSHOTS to a folder to keep pictures of the list and a mail at phone and desktop widths. */
async function picture(page: Page, name: string) {
  const folder = process.env.OUTBOX_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `outbox-${name}.png`), fullPage: true });
}

/** Nothing on the page is wider than the window. */
async function fitsTheWindow(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/**
 * The staff outbox (docs/email.md, "The outbox"): support finds a buyer's mails by address and
 * reads the sign-in mail the buyer just asked for, code included; an analyst is refused.
 */
test("support searches the outbox by address and reads a sign-in mail's text", async ({ browser }) => {
  test.setTimeout(180_000);
  const email = `outbox-e2e-${Date.now()}@example.com`;
  const buyer = await (await browser.newContext()).newPage();
  await buyPlan(buyer, email);
  await buyer.goto("/signin");
  await buyer.getByTestId("signin-email-form").locator('input[name="email"]').fill(email);
  await buyer.getByTestId("signin-send").click();
  await expect(buyer.getByTestId("signin-code")).toBeVisible();
  const mailed = await waitForSignInMail(email);
  await buyer.context().close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAsStaff(page, "support@platewise.local", "/mgmt/outbox");
  await expect(page.getByTestId("mgmt-nav-outbox")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("outbox-row").first()).toBeVisible();

  // The search is the page's address; case does not matter.
  await page.getByTestId("outbox-search-input").fill(email.toUpperCase());
  await page.getByTestId("outbox-search-submit").click();
  await expect(page).toHaveURL(`/mgmt/outbox?email=${encodeURIComponent(email.toUpperCase())}`);
  const rows = page.getByTestId("outbox-row");
  await expect(rows).toHaveCount(2); // the receipt and the sign-in mail
  await expect(rows.first()).toContainText(mailed.subject);
  await expect(rows.first()).toContainText("sent");
  await picture(page, "list-1280");
  await page.setViewportSize({ width: 360, height: 740 });
  await fitsTheWindow(page);
  await picture(page, "list-360");

  await rows.filter({ hasText: mailed.subject }).getByRole("link").click();
  await expect(page).toHaveURL(/\/mgmt\/outbox\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("outbox-mail-status")).toHaveText("sent");
  await expect(page.getByTestId("outbox-mail-to")).toHaveText(email);
  const text = page.getByTestId("outbox-mail-text");
  await expect(text).toContainText(mailed.code);
  await expect(text).toHaveCSS("white-space", "pre-wrap");
  // The HTML is drawn in a frame that may run no script.
  await expect(page.getByTestId("outbox-mail-html")).toHaveAttribute("sandbox", "");
  await expect(page.frameLocator('[data-testid="outbox-mail-html"]').getByText(mailed.code)).toBeVisible();
  await fitsTheWindow(page);
  await page.getByTestId("outbox-mail-html").scrollIntoViewIfNeeded();
  await picture(page, "mail-360");
  await page.setViewportSize({ width: 1280, height: 900 });
  await picture(page, "mail-1280");
  await context.close();
});

test("an analyst gets the 403 page for the outbox and no link to it", async ({ page }) => {
  await signInAsStaff(page, "analyst@platewise.local", "/mgmt");
  await expect(page.getByTestId("mgmt-header")).toBeVisible();
  await expect(page.getByTestId("mgmt-nav-outbox")).toHaveCount(0);
  const response = await page.goto("/mgmt/outbox?email=example.com");
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId("mgmt-forbidden")).toBeVisible();
  await expect(page.getByTestId("outbox-row")).toHaveCount(0);
});
