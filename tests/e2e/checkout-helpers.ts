import { expect, type Page } from "@playwright/test";

export const cards = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  threeDSecure: "4000 0000 0000 3220",
  offSessionDeclines: "4000 0000 0000 0341",
} as const;

/** A future expiry as MM / YY. */
export function futureExpiry(): string {
  const year = (new Date().getUTCFullYear() + 3) % 100;
  return `12 / ${String(year).padStart(2, "0")}`;
}

/** Fills the card form (the e-mail only when given) and pays. */
export async function payWithCard(page: Page, card: string, options: { email?: string; name?: string } = {}): Promise<void> {
  if (options.email !== undefined) await page.getByTestId("checkout-form").locator("#checkout-email").fill(options.email);
  await page.locator("#checkout-cardNumber").fill(card);
  await page.locator("#checkout-expiry").fill(futureExpiry());
  await page.locator("#checkout-cvc").fill("123");
  await page.locator("#checkout-name").fill(options.name ?? "Ana Test");
  await page.getByTestId("checkout-pay").click();
}

/** Chooses a plan on the final page and goes to the checkout. */
export async function chooseOnFinalPage(page: Page, packageId: string): Promise<string> {
  await expect(page.getByTestId("final-page")).toBeVisible();
  await page.getByTestId(`final-package-${packageId}`).click();
  const renewal = (await page.getByTestId("final-renewal-text").textContent())!;
  await page.getByTestId("final-package-picker").getByRole("button").click();
  await expect(page.getByTestId("checkout-page")).toBeVisible();
  return renewal;
}

/** Declines every upsell offer until the thank-you page (the chain may also be empty). */
export async function declineUpsells(page: Page): Promise<void> {
  const offer = page.getByTestId("upsell-offer");
  const lastFailure = page.getByTestId("upsell-last-failure");
  const thankYou = page.getByTestId("thank-you-page");
  // At most three offers and their downsells.
  for (let i = 0; i < 7; i++) {
    await expect(offer.or(lastFailure).or(thankYou)).toBeVisible({ timeout: 30_000 });
    if (await thankYou.isVisible()) return;
    if (await lastFailure.isVisible()) {
      await lastFailure.getByTestId("upsell-continue").click();
      continue;
    }
    const continueLink = page.getByTestId("upsell-error").getByTestId("upsell-continue");
    if (await continueLink.isVisible()) {
      await continueLink.click();
      await expect(continueLink).toHaveCount(0, { timeout: 30_000 });
      continue;
    }
    const step = await offer.getAttribute("data-step");
    const decline = page.getByTestId("upsell-decline");
    await expect(decline).toBeEnabled();
    await decline.click();
    // The next offer, or the end of the chain.
    await expect(offer.and(page.locator(`[data-step="${step}"]`))).toHaveCount(0, { timeout: 30_000 });
  }
  await expect(thankYou).toBeVisible();
}
