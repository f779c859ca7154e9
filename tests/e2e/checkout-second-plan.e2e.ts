import { expect, test, type Page } from "@playwright/test";
import { buyPlan } from "./account-helpers";
import { cards, chooseOnFinalPage, payWithCard } from "./checkout-helpers";

const phone = { width: 360, height: 740 };

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A subscriber who reaches the checkout again is told about the running plan, and a stranger
 * who types the subscriber's address is refused and offered sign-in: no second plan by accident,
 * no purchase pass for someone else's account (docs/checkout.md, "One plan per account").
 */
test("a second checkout: the subscriber sees the running plan, a stranger with her address is offered sign-in (ar, 360 px)", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = `second-plan-${Date.now()}@example.com`;
  await buyPlan(page, email);

  await page.setViewportSize(phone);
  await page.goto("/ar/fasting-mix-2968/final");
  await chooseOnFinalPage(page, "pp_12w_intro");
  const notice = page.getByTestId("checkout-already-subscribed");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/[\u0600-\u06FF]/);
  await expect(notice.getByRole("link")).toHaveAttribute("href", /^\/ar\/my-subscription$/);
  await expectNoOverflow(page);
  await page.screenshot({ path: testInfo.outputPath("running-plan-notice-ar-360.png"), fullPage: true });

  const stranger = await browser.newContext({ viewport: phone });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto("/ar/fasting-mix-2968/final");
  await chooseOnFinalPage(strangerPage, "pp_1w_intro");
  await payWithCard(strangerPage, cards.success, { email });
  const message = strangerPage.getByTestId("checkout-message");
  await expect(message).toBeVisible();
  await expect(message).toContainText(/[\u0600-\u06FF]/);
  await expect(strangerPage.getByTestId("checkout-sign-in")).toBeVisible();
  await expect(strangerPage.getByTestId("checkout-page")).toBeVisible();
  await expectNoOverflow(strangerPage);
  await strangerPage.screenshot({ path: testInfo.outputPath("second-plan-refused-ar-360.png"), fullPage: true });
  expect((await stranger.cookies()).find((cookie) => cookie.name === "purchase")).toBeUndefined();
  await stranger.close();
});
