import { expect, test, type Page } from "@playwright/test";
import { cards, chooseOnFinalPage, declineUpsells, payWithCard } from "./checkout-helpers";
import { completeFunnel, declineOptionalCookies } from "./quiz-helpers";

const phone = { width: 360, height: 740 };

/**
 * The frame of a page that sells (docs/site.md, "Selling pages"): the logo and a small legal
 * footer, and nothing that leads away — no promo bar, return panel, menu or language switcher.
 */
async function expectFocused(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId("focused-header"), name).toBeVisible();
  for (const away of ["site-header", "promo-bar", "return-panel", "return-panel-slot", "menu-button", "logo-link"]) {
    await expect(page.getByTestId(away), `${name}: ${away}`).toHaveCount(0);
  }
  await expect(page.locator("main a[href='/'], header a, [data-testid='focused-header'] a"), `${name}: links away`).toHaveCount(0);
  const privacy = page.getByTestId("focused-footer-privacy-policy");
  await expect(privacy).toBeVisible();
  // Legal pages open beside the purchase, never instead of it.
  await expect(privacy).toHaveAttribute("target", "_blank");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

test("the final page, checkout, upsell and thank-you page keep the buyer on the purchase (ar, 360 px, DE)", async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  // A stored return address and the demo's promo bar would both show on an ordinary page.
  await context.addCookies([
    { name: "returnURL", value: encodeURIComponent("/ar/fasting-mix-2968/step-gender"), domain: "127.0.0.1", path: "/" },
  ]);
  await page.goto("/ar/privacy-policy?country=DE");
  await expect(page.getByTestId("return-panel")).toBeVisible();
  await declineOptionalCookies(page);

  await page.goto("/ar/fasting-mix-2968/quiz/express/step-gender?country=DE");
  await completeFunnel(page, { choices: { "step-gender": "female" }, email: `focused-${Date.now()}@example.com` });
  await expect(page.getByTestId("final-page")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectFocused(page, "final page");
  await page.screenshot({ path: testInfo.outputPath("final-ar-360.png"), fullPage: true });

  // The footer's cookie settings open the consent preferences (no script of the footer's own).
  await page.getByTestId("focused-footer-privacy").click();
  await expect(page.locator("html")).toHaveClass(/show--preferences/);
  await page.locator("#cc-main .pm__close-btn").click();
  await expect(page.locator("html")).not.toHaveClass(/show--preferences/);

  await chooseOnFinalPage(page, "pp_4w_intro");
  await expectFocused(page, "checkout");
  await page.screenshot({ path: testInfo.outputPath("checkout-ar-360.png"), fullPage: true });

  await payWithCard(page, cards.success);
  await expect(page.getByTestId("upsell-offer").or(page.getByTestId("thank-you-page"))).toBeVisible({ timeout: 30_000 });
  if (await page.getByTestId("upsell-offer").isVisible()) await expectFocused(page, "upsell");
  await declineUpsells(page);
  await expectFocused(page, "thank-you page");
  await page.screenshot({ path: testInfo.outputPath("thank-you-ar-360.png"), fullPage: true });
});
