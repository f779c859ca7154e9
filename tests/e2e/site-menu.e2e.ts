import { expect, test, type Page } from "@playwright/test";
import { openAs, openMenu } from "./site-helpers";

/** What the burger menu must show for each locale × country (spec section 2, Burger menu). */
const combinations = [
  { locale: "en", country: "US", blog: true, faq: false, privacy: "Your privacy choices", doNotSell: true, disclosure: false },
  { locale: "en", country: "DE", blog: true, faq: true, privacy: "Cookie settings", doNotSell: true, disclosure: false },
  { locale: "de", country: "DE", blog: false, faq: true, privacy: "Cookie-Einstellungen", doNotSell: false, disclosure: false },
  { locale: "ja", country: "JP", blog: false, faq: false, privacy: null, doNotSell: false, disclosure: true },
  { locale: "ar", country: "AE", blog: false, faq: false, privacy: null, doNotSell: false, disclosure: false },
  { locale: "en", country: "GB", blog: true, faq: true, privacy: "Cookie settings", doNotSell: true, disclosure: false },
  { locale: "en", country: "NO", blog: true, faq: true, privacy: "Cookie settings", doNotSell: true, disclosure: false },
] as const;

for (const c of combinations) {
  test(`menu rules for ${c.locale}/${c.country}`, async ({ page }) => {
    await openAs(page, c.locale === "en" ? "/contact" : `/${c.locale}/contact`, c.country);
    await openMenu(page);
    const menu = page.getByTestId("burger-menu");
    const prefix = c.locale === "en" ? "" : `/${c.locale}`;

    await expect(menu.getByTestId("menu-blog")).toHaveCount(c.blog ? 1 : 0);
    await expect(menu.getByTestId("menu-authors")).toHaveCount(c.blog ? 1 : 0);
    if (c.blog) await expect(menu.getByTestId("menu-authors")).toHaveAttribute("href", "/blog/authors");
    await expect(menu.getByTestId("menu-about")).toHaveAttribute("href", `${prefix}/about`);
    await expect(menu.getByTestId("menu-contact")).toHaveAttribute("href", `${prefix}/contact`);
    await expect(menu.getByTestId("menu-faq")).toHaveCount(c.faq ? 1 : 0);
    if (c.privacy) await expect(menu.getByTestId("menu-privacy")).toHaveText(c.privacy);
    else await expect(menu.getByTestId("menu-privacy")).toHaveCount(0);

    await menu.getByTestId("menu-toggle-subs").click();
    await expect(menu.getByTestId("menu-my-plan")).toHaveAttribute("href", `${prefix}/my-plan`);
    await expect(menu.getByTestId("menu-my-subscription")).toHaveAttribute("href", `${prefix}/my-subscription`);

    await menu.getByTestId("menu-toggle-supp").click();
    await expect(menu.getByTestId("menu-cancel")).toHaveAttribute("href", `${prefix}/my-subscription?sf=true`);
    await expect(menu.getByTestId("menu-help-centre")).toHaveAttribute("target", "_blank");

    await menu.getByTestId("menu-toggle-terms").click();
    await expect(menu.getByTestId("menu-terms-terms-of-service")).toBeVisible();
    await expect(menu.getByTestId("menu-terms-privacy-policy")).toBeVisible();
    await expect(menu.getByTestId("menu-terms-do-not-sell-my-personal-information")).toHaveCount(c.doNotSell ? 1 : 0);
    await expect(menu.getByTestId("menu-terms-commercial-disclosure")).toHaveCount(c.disclosure ? 1 : 0);

    await menu.getByTestId("menu-toggle-lang").click();
    await expect(menu.getByTestId("menu-lang-ja")).toHaveCount(0);
    await expect(menu.getByTestId("menu-lang-de")).toBeVisible();
    await expect(menu.locator('[data-testid^="menu-lang-"]')).toHaveCount(15);
  });
}

test("the menu sections are an accordion: one open at a time, clicking the open one closes it", async ({ page }) => {
  await openAs(page, "/contact", "US");
  await openMenu(page);
  const section = (id: string) => page.getByTestId(`menu-section-${id}`);
  await page.getByTestId("menu-toggle-subs").click();
  await expect(section("subs")).toHaveAttribute("data-state", "open");
  await page.getByTestId("menu-toggle-terms").click();
  await expect(section("terms")).toHaveAttribute("data-state", "open");
  await expect(section("subs")).toHaveAttribute("data-state", "closed");
  await expect(page.getByTestId("menu-my-plan")).toBeHidden();
  await page.getByTestId("menu-toggle-terms").click();
  for (const id of ["subs", "supp", "terms", "lang"]) await expect(section(id)).toHaveAttribute("data-state", "closed");
  await page.getByTestId("menu-toggle-lang").click();
  await page.getByTestId("menu-toggle-supp").click();
  await expect(section("lang")).toHaveAttribute("data-state", "closed");
  await expect(section("supp")).toHaveAttribute("data-state", "open");
});

test("the menu is a 400 px panel, focus-trapped, closed by Escape and by navigation", async ({ page }) => {
  await openAs(page, "/contact", "US");
  await openMenu(page);
  const panel = page.getByTestId("burger-menu");
  const [x, width] = await settledBox(page);
  expect(width).toBe(400);
  expect(x + width).toBe(page.viewportSize()!.width);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByTestId("menu-button")).toBeFocused();

  await openMenu(page);
  await page.getByTestId("menu-toggle-terms").click();
  await page.getByTestId("menu-terms-dmca").click();
  await page.waitForURL("**/dmca");
  await expect(page.getByTestId("legal-page")).toHaveAttribute("data-slug", "dmca");
  await expect(panel).toBeHidden();
});

/** The panel's [x, width] in whole pixels, once its slide-in has finished. */
async function settledBox(page: Page): Promise<[number, number]> {
  const panel = page.getByTestId("burger-menu");
  await expect.poll(() => panel.evaluate((el) => el.getAnimations().length)).toBe(0);
  const box = await panel.boundingBox();
  return [Math.round(box?.x ?? -1), Math.round(box?.width ?? -1)];
}

test("the menu takes the full width below 480 px", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await openAs(page, "/contact", "US");
  await openMenu(page);
  expect(await settledBox(page)).toEqual([0, 400]);
});

test("My plan is a full page load", async ({ page }) => {
  await openAs(page, "/contact", "US");
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await openMenu(page);
  await page.getByTestId("menu-toggle-subs").click();
  const navigation = page.waitForRequest((request) => new URL(request.url()).pathname === "/my-plan" && request.isNavigationRequest());
  await page.getByTestId("menu-my-plan").click();
  await navigation;
  // A visitor who is not signed in is sent on to the sign-in page, which returns to the plan.
  await page.waitForURL(/\/signin\?next=%2Fmy-plan$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});

test("choosing a language reloads the current path in that language, query kept", async ({ page }) => {
  await openAs(page, "/contact?utm_source=fb", "US");
  await openMenu(page);
  await page.getByTestId("menu-toggle-lang").click();
  await page.getByTestId("menu-lang-de").click();
  await page.waitForURL((url) => url.pathname === "/de/contact" && url.searchParams.get("utm_source") === "fb");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("Japanese is never in the language list, even on the Japanese site", async ({ page }) => {
  await openAs(page, "/ja/contact", "JP");
  await expect(page.getByTestId("locale-switcher")).toBeVisible();
  await openMenu(page);
  await page.getByTestId("menu-toggle-lang").click();
  await expect(page.getByTestId("menu-lang-ja")).toHaveCount(0);
  await expect(page.getByTestId("menu-lang-en")).toBeVisible();
});

test("the Arabic menu mirrors: it slides in from the left edge", async ({ page }, testInfo) => {
  await openAs(page, "/ar/contact", "AE");
  await openMenu(page);
  await page.getByTestId("menu-toggle-terms").click();
  await expect(page.getByTestId("menu-terms-privacy-policy")).toBeVisible();
  expect(await settledBox(page)).toEqual([0, 400]);
  const close = await page.getByTestId("menu-close").boundingBox();
  expect((close?.x ?? 999) < 200).toBe(true);
  const item = await page.getByTestId("menu-terms-privacy-policy").evaluate((el) => getComputedStyle(el).textAlign);
  expect(["start", "right"]).toContain(item);
  await page.screenshot({ path: testInfo.outputPath("menu-ar.png") });
  await page.screenshot({ path: "test-results/site-menu-ar.png" });
});
