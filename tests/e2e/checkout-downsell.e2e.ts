import { expect, test } from "@playwright/test";
import { cards, chooseOnFinalPage, declineUpsells, futureExpiry, payWithCard } from "./checkout-helpers";
import { completeFunnel } from "./quiz-helpers";

test("after a declined card the checkout offers the final page's cheaper plan and keeps what was typed (en, 360 px)", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/fasting-mix-2968/quiz/express/step-gender");
  await completeFunnel(page, { choices: { "step-gender": "female" }, email: `downsell-${Date.now()}@example.com` });
  await chooseOnFinalPage(page, "pp_12w_intro");
  const summary = page.getByTestId("checkout-summary");
  await expect(summary).toHaveAttribute("data-package", "pp_12w_intro");
  const twelveWeeks = (await page.getByTestId("checkout-due-today").textContent())!;
  // No offer before anything went wrong.
  await expect(page.getByTestId("checkout-downsell")).toHaveCount(0);

  await payWithCard(page, cards.declined);
  await expect(page.getByTestId("checkout-message")).toBeVisible();
  const offer = page.getByTestId("checkout-downsell");
  await expect(offer).toContainText("1-week plan");
  await offer.screenshot({ path: testInfo.outputPath("downsell-offer-en-360.png") });
  await offer.getByTestId("checkout-downsell-accept").click();

  // The summary and the button now speak of the cheaper plan; the typed card stays.
  await expect(summary).toHaveAttribute("data-package", "pp_1w_intro");
  await expect(summary).toContainText("1-week plan");
  const oneWeek = (await page.getByTestId("checkout-due-today").textContent())!;
  expect(oneWeek).not.toBe(twelveWeeks);
  await expect(page.getByTestId("checkout-pay")).toContainText(oneWeek.trim());
  await expect(page.locator("#checkout-cardNumber")).toHaveValue(cards.declined);
  await expect(page.locator("#checkout-expiry")).toHaveValue(futureExpiry());
  await expect(page.locator("#checkout-cvc")).toBeFocused();
  await expect(offer).toHaveCount(0);

  // Another card pays for the cheaper plan, and that is what was bought.
  await payWithCard(page, cards.success);
  await declineUpsells(page);
  await expect(page.getByTestId("thank-you-item-pp_1w_intro")).toBeVisible();
  await expect(page.getByTestId("thank-you-item-pp_12w_intro")).toHaveCount(0);
});
