import { expect, test } from "@playwright/test";
import { buyPlan } from "./account-helpers";
import { signInAsStaff } from "./staff-helpers";

const reason = "E2E ticket: customer asked for a break";

/**
 * The support proxy (docs/support-proxy.md): support finds a fresh buyer, reads their file,
 * pauses their subscription with a reason, and opens the read-only account view; growth gets
 * the 403 page.
 */
test("support finds a buyer, pauses with a reason and opens the read-only account view", async ({ browser }) => {
  test.setTimeout(180_000);
  const email = `support-e2e-${Date.now()}@example.com`;
  const buyerContext = await browser.newContext();
  await buyPlan(await buyerContext.newPage(), email);
  await buyerContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsStaff(page, "support@platewise.local", "/mgmt/support-proxy");
  await page.getByTestId("support-search-input").fill(email);
  await page.getByTestId("support-search-submit").click();
  await expect(page.getByTestId("support-search-answer")).toContainText(email);
  await page.getByTestId("support-search-open").click();

  // Opening the customer asks for the reason first.
  await page.getByTestId("support-look-form").getByRole("textbox").fill(reason);
  await page.getByTestId("support-look-submit").click();
  await expect(page.getByTestId("support-customer-title")).toContainText(email);
  for (const section of ["profile", "subscription", "quiz", "meal-plan", "orders", "emails", "events"])
    await expect(page.getByTestId(`support-section-${section}`)).toBeVisible();
  await expect(page.getByTestId("support-subscription-status")).toHaveText("active");

  // Pause: reason, then confirm.
  const pause = page.getByTestId("support-act-pause");
  await pause.getByRole("textbox").fill(reason);
  await page.getByTestId("support-act-pause-submit").click();
  await page.getByTestId("support-act-pause-confirm").click();
  await expect(page.getByTestId("support-act-pause-message")).toContainText("Done");
  await expect(page.getByTestId("support-subscription-status")).toHaveText("paused");

  // The read-only account view.
  const view = page.getByTestId("support-act-view");
  await view.getByRole("textbox").fill(reason);
  await page.getByTestId("support-act-view-submit").click();
  await page.getByTestId("support-act-view-confirm").click();
  await expect(page).toHaveURL(/\/support-proxy$/);
  await expect(page.getByTestId("support-view-banner")).toContainText(`Support view of ${email}`);
  await expect(page.getByTestId("support-view-banner")).toContainText("read-only");
  const account = page.getByTestId("support-view-account");
  await expect(account.getByTestId("subscription-status")).toBeVisible();
  await expect(account.getByRole("button")).toHaveCount(0);
  await expect(account.locator("form")).toHaveCount(0);
  await expect(account.getByTestId("cancel-flow-open")).toHaveCount(0);

  // In Arabic on a phone: the same view, right to left, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/ar/support-proxy");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("support-view-banner")).toBeVisible();
  await expect(page.getByTestId("support-view-account").getByTestId("subscription-status")).toBeVisible();
  // Once the site's bars have settled (they slide in), nothing is wider than the phone.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.goto("/support-proxy");

  // Ending the view returns to the customer's support page; the view is then refused.
  await page.getByTestId("support-view-end").click();
  await expect(page).toHaveURL(/\/mgmt\/support-proxy\/[0-9a-f-]{36}$/);
  await page.goto("/support-proxy");
  await expect(page.getByTestId("support-view-refused")).toBeVisible();
  await context.close();
});

test("support extends a buyer's subscription: the next charge moves 14 days later, nothing else changes", async ({ browser }) => {
  test.setTimeout(180_000);
  const email = `support-extend-e2e-${Date.now()}@example.com`;
  const buyerContext = await browser.newContext();
  await buyPlan(await buyerContext.newPage(), email);
  await buyerContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsStaff(page, "support@platewise.local", "/mgmt/support-proxy");
  await page.getByTestId("support-search-input").fill(email);
  await page.getByTestId("support-search-submit").click();
  await page.getByTestId("support-search-open").click();
  await page.getByTestId("support-look-form").getByRole("textbox").fill(reason);
  await page.getByTestId("support-look-submit").click();
  await expect(page.getByTestId("support-subscription-status")).toHaveText("active");

  const extend = page.getByTestId("support-act-extend");
  await extend.getByRole("textbox").fill("E2E ticket: delivery issue, 14 days on us");
  await extend.getByRole("spinbutton").fill("14");
  await page.getByTestId("support-act-extend-submit").click();
  await page.getByTestId("support-act-extend-confirm").click();
  const message = page.getByTestId("support-act-extend-message");
  await expect(message).toContainText(/Done: Extended by 14 days: the next charge moved from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\./);
  const [, from, to] = /from (\S+) to (\S+)\./.exec((await message.textContent()) ?? "")!;
  expect(new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()).toBe(14 * 86_400_000);
  // The customer's file shows the new next charge, still active; no refund was made.
  await expect(page.getByTestId("support-section-subscription")).toContainText(to!);
  await expect(page.getByTestId("support-subscription-status")).toHaveText("active");
  await expect(page.getByTestId("support-orders")).not.toContainText(/refund/i);
  await context.close();
});

test("growth gets the 403 page on the support proxy", async ({ page }) => {
  await signInAsStaff(page, "growth@platewise.local", "/mgmt");
  const response = await page.goto("/mgmt/support-proxy");
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId("mgmt-forbidden")).toBeVisible();
});
