import { expect, test } from "@playwright/test";
import { buyPlan, signInWithCode } from "./account-helpers";
import { openAs } from "./site-helpers";

test("the logo is 153 × 40 and links home; no Admin badge for visitors", async ({ page }) => {
  await openAs(page, "/de/contact", "DE");
  const logo = page.getByTestId("logo-link");
  await expect(logo).toHaveAttribute("href", "/de");
  const box = await logo.locator("svg").boundingBox();
  expect([box?.width, box?.height]).toEqual([153, 40]);
  await expect(page.getByTestId("admin-badge")).toHaveCount(0);
  await expect(page.getByTestId("management-header")).toHaveCount(0);
  await expect(page.getByTestId("user-panel")).toHaveCount(0);
});

test("staff see the Admin badge linking to /mgmt and the management header", async ({ page }) => {
  // Staff sign in on their own (docs/staff.md): the demo seed's growth account.
  await page.goto("/mgmt/signin?next=%2Fmgmt%2Faccount");
  await page.getByLabel("E-mail").fill("growth@platewise.local");
  await page.getByLabel("Password").fill("platewise-demo-admin");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/mgmt/account");
  await openAs(page, "/contact", "US");
  await expect(page.getByTestId("admin-badge")).toHaveAttribute("href", "/mgmt");
  await expect(page.getByTestId("management-header")).toBeVisible();
  // A missing page has the plain frame of the 404 (docs/site.md, "Frames"): the logo, no
  // management header and no badge (its rules for the site header are unit-tested).
  await page.goto("/preview");
  await expect(page.getByTestId("plain-header")).toBeVisible();
  await expect(page.getByTestId("management-header")).toHaveCount(0);
  await expect(page.getByTestId("admin-badge")).toHaveCount(0);
});

test("the user panel shows with e-mail and uuid, but not on thank-you pages", async ({ page }) => {
  test.setTimeout(180_000);
  const email = `panel-${Date.now()}@example.com`;
  await buyPlan(page, email);
  await signInWithCode(page, email);
  await openAs(page, "/contact", "US");
  await expect(page.getByTestId("user-panel")).toContainText(email);
  await expect(page.getByTestId("admin-badge")).toHaveCount(0);
  // The thank-you page sells (an app, the account): its focused frame has no user panel.
  await page.goto("/thank-you");
  await expect(page.getByTestId("focused-header")).toBeVisible();
  await expect(page.getByTestId("user-panel")).toHaveCount(0);
});

test("the help-centre link shows on site pages but not on the contact page", async ({ page }) => {
  await openAs(page, "/dmca", "US");
  await expect(page.getByTestId("help-centre-link")).toHaveAttribute("href", /^https:\/\//);
  await expect(page.getByTestId("contact-links")).toBeVisible();
  await page.goto("/contact");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("help-centre-link")).toHaveCount(0);
});

test("the promo bar sits above the header; its start button is hidden on the start page", async ({ page }) => {
  await openAs(page, "/", "US");
  await expect(page.getByTestId("promo-bar")).toBeVisible();
  await expect(page.getByTestId("promo-start")).toHaveCount(0);
  await page.goto("/dmca");
  const bar = await page.getByTestId("promo-bar").boundingBox();
  const header = await page.getByTestId("site-header").boundingBox();
  expect((bar?.y ?? 1e9) < (header?.y ?? 0)).toBe(true);
  await expect(page.getByTestId("promo-start")).toHaveAttribute("href", "/quiz");
});

test("a stored return address offers the quiz, or checkout when it contains checkout", async ({ page, context }) => {
  await openAs(page, "/dmca", "US");
  await expect(page.getByTestId("return-panel")).toHaveCount(0);
  await context.addCookies([{ name: "returnURL", value: encodeURIComponent("/fasting-mix-2968/step-gender"), domain: "127.0.0.1", path: "/" }]);
  await page.reload();
  await expect(page.getByTestId("return-panel")).toHaveAttribute("data-kind", "quiz");
  await expect(page.getByTestId("return-link")).toHaveAttribute("href", "/fasting-mix-2968/step-gender");
  await context.addCookies([{ name: "returnURL", value: encodeURIComponent("/checkout?pp=3"), domain: "127.0.0.1", path: "/" }]);
  await page.reload();
  await expect(page.getByTestId("return-panel")).toHaveAttribute("data-kind", "checkout");
  await context.addCookies([{ name: "returnURL", value: encodeURIComponent("https://evil.example/checkout"), domain: "127.0.0.1", path: "/" }]);
  await page.reload();
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("return-panel")).toHaveCount(0);
});

test("the header takes its sticky look after scrolling 400 px, checked after 100 ms", async ({ page }) => {
  await openAs(page, "/privacy-policy", "US");
  const header = page.getByTestId("site-header");
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.evaluate(() => window.scrollTo(0, 399));
  await page.waitForTimeout(250);
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute("data-sticky", "true");
  const top = await header.boundingBox();
  expect(top?.y).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-sticky", "false");
});

test("the sticky check waits for scrolling to settle (100 ms debounce)", async ({ page }) => {
  await openAs(page, "/privacy-policy", "US");
  const sticky = await page.evaluate(async () => {
    window.scrollTo(0, 800);
    const header = document.querySelector('[data-testid="site-header"]')!;
    const immediately = header.getAttribute("data-sticky");
    await new Promise((resolve) => setTimeout(resolve, 300));
    return [immediately, header.getAttribute("data-sticky")];
  });
  expect(sticky).toEqual(["false", "true"]);
});

test("the country cookies are set from the pinned country", async ({ page, context }) => {
  await openAs(page, "/dmca", "GB");
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({
    countryCode: "GB",
    isImperialSystemCountry: "false",
    isSeparateEmailSubscriptionCountry: "true",
    isSolidLegalCountry: "true",
  });
  await page.goto("/dmca?country=US");
  const us = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(us).toMatchObject({ countryCode: "US", isImperialSystemCountry: "true", isSeparateEmailSubscriptionCountry: "false" });
});

test("on a prerendered page the return panel takes its reserved place: nothing below it moves", async ({ page, context }) => {
  await context.addCookies([{ name: "returnURL", value: encodeURIComponent("/ar/fasting-mix-2968/step-gender"), domain: "127.0.0.1", path: "/" }]);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await openAs(page, "/ar/privacy-policy", "AE");
  await expect(page.getByTestId("return-panel")).toHaveAttribute("data-kind", "quiz");
  await expect(page.getByTestId("return-panel-slot")).toHaveCount(0);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
});
