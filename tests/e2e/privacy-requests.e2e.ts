import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { buyPlan } from "./account-helpers";
import { signInAsStaff } from "./staff-helpers";

const reason = "E2E ticket: the customer asked for their data";

/**
 * Personal data on request (docs/privacy.md): support downloads a buyer's export from their file,
 * is refused erasure while the subscription renews, cancels it, then erases the buyer.
 */
test("support downloads a buyer's data as JSON, then erases the buyer once the subscription is cancelled", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `privacy-e2e-${Date.now()}@example.com`;
  const buyerContext = await browser.newContext();
  await buyPlan(await buyerContext.newPage(), email);
  await buyerContext.close();

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInAsStaff(page, "support@platewise.local", "/mgmt/support-proxy");
  await page.getByTestId("support-search-input").fill(email);
  await page.getByTestId("support-search-submit").click();
  await page.getByTestId("support-search-open").click();
  await page.getByTestId("support-look-form").getByRole("textbox").fill(reason);
  await page.getByTestId("support-look-submit").click();
  await expect(page.getByTestId("support-customer-title")).toContainText(email);

  // No reason: a clear refusal, nothing downloaded.
  const panel = page.getByTestId("privacy-panel");
  await panel.getByTestId("privacy-export").click();
  await expect(panel.getByTestId("privacy-message")).toHaveText(
    "Give a reason of at least 10 characters.",
  );

  // The export: one JSON file holding the customer's areas.
  await panel.getByTestId("privacy-reason").fill(reason);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByTestId("privacy-export").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^platewise-customer-[0-9a-f-]{36}-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    profile: { email: string };
    orders: unknown[];
    quiz: unknown[];
    subscriptions: { subscriptions: unknown[] };
  };
  expect(file.profile.email).toBe(email);
  expect(file.orders.length).toBeGreaterThan(0);
  expect(file.subscriptions.subscriptions.length).toBeGreaterThan(0);
  await expect(panel.getByTestId("privacy-message")).toHaveText("Export downloaded.");

  // Erasure waits for the renewing subscription.
  await panel.getByTestId("privacy-confirm-email").fill(email);
  await panel.getByTestId("privacy-erase").click();
  await expect(panel.getByTestId("privacy-erase")).toHaveText(
    "Erase for good — this cannot be undone",
  );
  await panel.getByTestId("privacy-erase").click();
  await expect(panel.getByTestId("privacy-message")).toContainText("cancel it first");

  const cancel = page.getByTestId("support-act-cancel");
  await cancel.getByRole("textbox").fill(reason);
  await page.getByTestId("support-act-cancel-submit").click();
  await page.getByTestId("support-act-cancel-confirm").click();
  await expect(page.getByTestId("support-act-cancel-message")).toContainText("Done");

  await panel.getByTestId("privacy-erase").click();
  await panel.getByTestId("privacy-erase").click();
  await expect(panel.getByTestId("privacy-message")).toContainText("Erased.");

  // The address finds no one any more.
  await page.goto("/mgmt/support-proxy");
  await page.getByTestId("support-search-input").fill(email);
  await page.getByTestId("support-search-submit").click();
  await expect(page.getByTestId("support-search-answer")).toContainText("No customer found");
  await context.close();
});
