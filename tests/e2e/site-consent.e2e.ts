import { expect, test, type Page } from "@playwright/test";
import { openAs, openMenu } from "./site-helpers";

const bannerShown = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("show--consent"));

/** The Consent Mode commands pushed so far: [command, signals.ad_storage, signals.analytics_storage]. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry) as [string, string, Record<string, string>?])
      .filter((entry) => entry[0] === "consent")
      .map((entry) => [entry[1], entry[2]?.ad_storage, entry[2]?.analytics_storage]),
  );

/** Flips a group's switch in the preferences (the styled switch hides the real checkbox). */
async function setToggle(page: Page, group: string, on: boolean): Promise<void> {
  const toggle = page.locator(`#cc-main input.section__toggle[value="${group}"]`);
  if ((await toggle.isChecked()) !== on) await toggle.evaluate((input: HTMLInputElement) => input.click());
  expect(await toggle.isChecked()).toBe(on);
}

for (const { path, country, title } of [
  { path: "/dmca", country: "DE", title: "We value your privacy" },
  { path: "/de/dmca", country: "DE", title: "Deine Privatsphäre ist uns wichtig" },
  { path: "/dmca", country: "GB", title: "We value your privacy" },
  { path: "/dmca", country: "NO", title: "We value your privacy" },
]) {
  test(`the consent banner appears after 4 s where consent is required (${path} ${country})`, async ({ page }) => {
    // Records the moment the banner is shown, so the test needs no fixed wait.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.classList.contains("show--consent")) return;
        (window as unknown as { bannerShownAt: number }).bannerShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
    });
    await openAs(page, path, country);
    const commands = await consentCommands(page);
    expect(commands[0]).toEqual(["default", "denied", "denied"]);
    expect(commands.flat()).not.toContain("granted");
    await page.waitForFunction(() => document.documentElement.classList.contains("show--consent"), null, { timeout: 10_000 });
    const shownAt = await page.evaluate(() => (window as unknown as { bannerShownAt?: number }).bannerShownAt);
    expect(shownAt).toBeGreaterThanOrEqual(4_000);
    await expect(page.locator("#cc-main .cm__title")).toHaveText(title);
  });
}

for (const { path, country } of [
  { path: "/ar/dmca", country: "AE" },
  { path: "/ja/dmca", country: "JP" },
  { path: "/dmca", country: "US" },
]) {
  test(`no banner and every group granted where consent is not required (${path} ${country})`, async ({ page }) => {
    await openAs(page, path, country);
    await page.waitForTimeout(5_000);
    expect(await bannerShown(page)).toBe(false);
    expect((await consentCommands(page))[0]).toEqual(["default", "granted", "granted"]);
  });
}

test("accepting grants the Consent Mode signals; withdrawing a granted group reloads the page", async ({ page }) => {
  await openAs(page, "/dmca", "DE");
  await page.waitForFunction(() => document.documentElement.classList.contains("show--consent"), null, { timeout: 8_000 });
  await page.locator('#cc-main .cm__btn[data-role="all"]').click();
  expect(await bannerShown(page)).toBe(false);
  expect((await consentCommands(page)).at(-1)).toEqual(["update", "granted", "granted"]);

  // Granting more never reloads; withdrawing does.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await openMenu(page);
  await page.getByTestId("menu-privacy").click();
  await expect(page.locator("#cc-main .pm__title")).toHaveText("Cookie settings");
  await setToggle(page, "performance", false);
  await Promise.all([page.waitForEvent("load"), page.locator('#cc-main .pm__btn[data-role="save"]').click()]);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(["update", "granted", "denied"]);
  await page.waitForTimeout(4_500);
  expect(await bannerShown(page)).toBe(false);
});

test("granting a group after rejecting does not reload", async ({ page }) => {
  await openAs(page, "/dmca", "GB");
  await page.waitForFunction(() => document.documentElement.classList.contains("show--consent"), null, { timeout: 8_000 });
  await page.locator('#cc-main .cm__btn[data-role="necessary"]').click();
  expect((await consentCommands(page)).at(-1)).toEqual(["update", "denied", "denied"]);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await openMenu(page);
  await page.getByTestId("menu-privacy").click();
  await setToggle(page, "performance", true);
  await page.locator('#cc-main .pm__btn[data-role="save"]').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(["update", "denied", "granted"]);
});

test("in the US, Your privacy choices opens the opt-out of sale and sharing", async ({ page }) => {
  await openAs(page, "/dmca", "US");
  await openMenu(page);
  await page.getByTestId("menu-privacy").click();
  await expect(page.locator("#cc-main .pm__title")).toHaveText("Your privacy choices");
  await expect(page.locator("#cc-main")).toContainText("Sale or sharing of personal information");
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await Promise.all([page.waitForEvent("load"), page.locator('#cc-main .pm__btn[data-role="necessary"]').click()]);
  // After the reload the consent manager restores the stored choice once it has started.
  await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(["update", "denied", "denied"]);
});

test("Global Privacy Control is honoured as an opt-out in the US", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  await openAs(page, "/dmca", "US");
  await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(["update", "denied", "granted"]);
  const commands = await consentCommands(page);
  expect(commands[0]).toEqual(["default", "denied", "granted"]);
  expect(await bannerShown(page)).toBe(false);
});
