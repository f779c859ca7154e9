import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cards, chooseOnFinalPage, declineUpsells, payWithCard } from "./checkout-helpers";
import { signInAsStaff } from "./staff-helpers";

/*
 * A price test without a code change (docs/package-admin.md): growth creates a package in a new
 * package set, puts that set in a split's price_package instruction picked from the list, starts
 * the split, and a visitor of that group sees the new price on the final page and buys it with
 * the 4242 card. Once sold, the package's prices are locked ("save as a new package"). The
 * split runs only for this test's own campaign and is stopped at the end.
 */

const screenshots = process.env.PACKAGE_SHOTS_DIR ?? path.join("test-results", "package-editor-screenshots");

async function stopSplit(page: Page, name: string): Promise<void> {
  await page.goto(`/mgmt/splits/${name}`);
  const stop = page.getByTestId("split-stop");
  if ((await stop.count()) === 0) return;
  await stop.click();
  await expect(page.getByTestId("split-status").first()).toHaveAttribute("data-status", "stopped");
}

test("growth creates a package in a new set, a split offers it, a visitor of that group buys it; then its prices are locked", async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const packageId = `pp_e2e_${stamp}`;
  const setId = `pp_e2e_set_${stamp}`;
  const splitName = `e2e-price-${stamp}`;
  const campaign = `price_${stamp}`;

  await signInAsStaff(page, "growth@platewise.local", "/mgmt/packages");
  await expect(page.getByTestId("package-list")).toContainText("pp_4w_intro");
  await page.getByTestId("new-package").click();
  await expect(page).toHaveURL("/mgmt/packages/create");

  const editor = page.getByTestId("package-editor");
  await editor.getByLabel(/^Id/).fill(packageId);
  await editor.getByLabel("Name (staff only)").fill("Six weeks, spring price test");
  await editor.getByLabel("Number of weeks or months").fill("6");
  await editor.getByLabel("Intro offer").selectOption("intro_price");
  await editor.getByLabel(/^Periods at the intro price/).fill("1");
  await editor.getByLabel("USD Renewal price").fill("44.99");
  await editor.getByLabel("USD Intro price").fill("24.99");
  await editor.getByLabel("EUR Renewal price").fill("41.99");
  await editor.getByLabel("EUR Intro price").fill("22.99");
  await editor.getByLabel(/^New sets/).fill(setId);
  await expect(page.getByTestId("tax-display")).toContainText("incl. VAT");

  mkdirSync(screenshots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(screenshots, "package-editor-en-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: path.join(screenshots, "package-editor-en-360.png"), fullPage: true });
  // Nothing on the phone screen scrolls sideways but the amounts table itself.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await editor.getByRole("button", { name: "Create package" }).click();
  await expect(page).toHaveURL(`/mgmt/packages/${packageId}`);
  await expect(page.getByTestId("version-history")).toContainText("v1");
  await page.goto("/mgmt/packages");
  await expect(page.locator(`[data-package="${packageId}"]`)).toContainText("$24.99 → $44.99");
  await expect(page.getByTestId("set-list")).toContainText(`${setId}: ${packageId}`);

  // The split: its price_package is picked from the package sets, the new one among them.
  try {
    await page.goto("/mgmt/splits/create");
    await page.getByLabel("Name", { exact: true }).fill(splitName);
    await page.getByLabel("Initial step").selectOption("step_final");
    await page.getByLabel("Participants (%)").fill("100");
    await page.getByTestId("split-run-condition-input").fill(`utm_campaign == '${campaign}'`);
    for (const [group, set] of [[0, "pp_default"], [1, setId]] as const) {
      const instructions = page.getByTestId(`group-${group}-instructions`);
      await instructions.getByTestId("add-instruction").click();
      await instructions.getByLabel("final_page").selectOption("default");
      await instructions.getByTestId("add-instruction").click();
      await instructions.getByTestId("instruction-key").nth(1).selectOption("price_package");
      await expect(instructions.getByLabel("price_package").locator("option", { hasText: setId })).toHaveCount(1);
      await instructions.getByLabel("price_package").selectOption(set);
      await expect(instructions.getByTestId("instruction-text")).toHaveText(`final_page == "default" and price_package == "${set}"`);
    }
    await page.getByTestId("split-save").click();
    await expect(page).toHaveURL(`/mgmt/splits/${splitName}`);
    await page.getByTestId("split-start").click();
    await expect(page.getByTestId("split-status").first()).toHaveAttribute("data-status", "running");

    // A visitor of the second group (position 0.75 of the step) sees the new package's price.
    const visitorContext = await browser.newContext({ baseURL });
    await visitorContext.addCookies([
      { name: "SPLIT_STEP_FINAL_POSITION", value: "0.75", url: baseURL! },
      { name: "countryCode", value: "US", url: baseURL! },
    ]);
    const visitor = await visitorContext.newPage();
    // Instances reload the split and package configuration within their poll interval.
    await expect(async () => {
      await visitor.goto(`/fasting-mix-2968/final?utm_campaign=${campaign}`);
      await expect(visitor.getByTestId(`final-package-${packageId}`)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(visitor.getByTestId("final-package-pp_4w_intro")).toHaveCount(0);
    const renewal = await chooseOnFinalPage(visitor, packageId);
    expect(renewal).toContain("$24.99");
    expect(renewal).toContain("$44.99");
    await payWithCard(visitor, cards.success, { email: `price-test-${stamp}@example.com` });
    await declineUpsells(visitor);
    await expect(visitor.getByTestId(`thank-you-item-${packageId}`)).toBeVisible();
    await visitorContext.close();

    // Sold: a new price is refused with the way out, "Save as a new package".
    await expect(async () => {
      await page.goto(`/mgmt/packages/${packageId}`);
      await expect(page.getByTestId("sold-note")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await editor.getByLabel("USD Renewal price").fill("49.99");
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("editor-message")).toContainText("Save as a new package");
    await page.getByTestId("save-as-new").click();
    await expect(editor.getByLabel(/^Id/)).toHaveValue(`${packageId}_v2`);
    await editor.getByRole("button", { name: "Create package" }).click();
    await expect(page).toHaveURL(`/mgmt/packages/${packageId}_v2`);
    await page.goto("/mgmt/packages");
    await expect(page.locator(`[data-package="${packageId}_v2"]`)).toContainText("$24.99 → $49.99");
    await expect(page.locator(`[data-package="${packageId}"]`)).toContainText("$24.99 → $44.99");
  } finally {
    await stopSplit(page, splitName);
  }
});

test("the analyst reads the package editor; the create page is refused", async ({ page }) => {
  await signInAsStaff(page, "analyst@platewise.local", "/mgmt/packages/pp_4w_intro");
  await expect(page.getByTestId("read-only")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  const response = await page.goto("/mgmt/packages/create");
  expect(response?.status()).toBe(403);
});
