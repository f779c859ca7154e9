import { expect, test, type Page } from "@playwright/test";
import { cards, chooseOnFinalPage, declineUpsells, futureExpiry, payWithCard } from "./checkout-helpers";
import { completeFunnel } from "./quiz-helpers";

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 900 };

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("buying a plan", () => {
  test("from the quiz through the final page to a paid subscription and the thank-you page (en, 360 px)", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(phone);
    const email = `buyer-${Date.now()}@example.com`;
    await page.goto("/fasting-mix-2968/quiz/express/step-gender?utm_source=e2e");
    await completeFunnel(page, { choices: { "step-gender": "female" }, email });
    // The final page is personalised with this visitor's own answers.
    await expect(page.getByTestId("final-hero")).toBeVisible();
    const renewal = await chooseOnFinalPage(page, "pp_4w_intro");
    await expectNoOverflow(page);
    // The checkout repeats the final page's renewal words and prefills the quiz e-mail.
    await expect(page.getByTestId("checkout-renewal-text")).toHaveText(renewal);
    await expect(page.locator("#checkout-email")).toHaveValue(email);
    await expect(page.locator("#checkout-email")).toHaveAttribute("autocomplete", "email");
    await expect(page.locator("#checkout-cardNumber")).toHaveAttribute("autocomplete", "cc-number");
    await expect(page.locator("#checkout-expiry")).toHaveAttribute("autocomplete", "cc-exp");
    await expect(page.locator("#checkout-cvc")).toHaveAttribute("autocomplete", "cc-csc");
    await expect(page.locator("#checkout-name")).toHaveAttribute("autocomplete", "cc-name");
    // The header's return panel now offers the checkout.
    await expect
      .poll(async () => decodeURIComponent((await page.context().cookies()).find((c) => c.name === "returnURL")?.value ?? ""))
      .toContain("/checkout");

    await payWithCard(page, cards.success);
    await declineUpsells(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByTestId("thank-you-item-pp_4w_intro")).toBeVisible();
    await expect(page.getByTestId("thank-you-items")).toContainText(email);
    await expect(page.getByTestId("thank-you-app-howto")).toBeVisible();
    await expectNoOverflow(page);
    // Bought: the header's "back to checkout" panel is gone.
    expect((await page.context().cookies()).find((c) => c.name === "returnURL")?.value ?? "").toBe("");
    // The purchase is reported once per order, by the browser and by the server's job, under
    // one event id (so ad platforms count it once), with the net revenue of $19.99.
    await expect
      .poll(
        async () => {
          const response = await page.request.get("/api/events");
          if (!response.ok()) return [];
          const { events } = (await response.json()) as { events: { name: string; properties: Record<string, unknown> }[] };
          return events
            .filter((e) => e.name === "purchase")
            .map((e) => ({ id: String(e.properties.event_id).startsWith("purchase_"), net: Number(e.properties.net_revenue).toFixed(2) }));
        },
        { timeout: 90_000 },
      )
      .toContainEqual({ id: true, net: "18.23" });
    // The purchase pass is HttpOnly: page scripts cannot read it.
    const purchase = (await page.context().cookies()).find((c) => c.name === "purchase");
    expect(purchase).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("purchase=");
  });

  test("a declined card shows why in plain words, then another card pays (ar, desktop)", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    await page.goto("/ar/fasting-mix-2968/final");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await chooseOnFinalPage(page, "pp_12w_intro");
    await payWithCard(page, cards.declined, { email: `declined-${Date.now()}@example.com` });
    const message = page.getByTestId("checkout-message");
    await expect(message).toBeVisible();
    // The refusal in Arabic words, never the processor's English text.
    await expect(message).toContainText(/[\u0600-\u06FF]/);
    await expect(message).not.toContainText("declined");
    await payWithCard(page, cards.success);
    await declineUpsells(page);
    await expect(page).toHaveURL(/\/ar\/thank-you$/);
    await expect(page.getByTestId("thank-you-item-pp_12w_intro")).toBeVisible();
  });

  test("after a declined card the form keeps what was typed and sends the buyer to the field to fix (en, 360 px)", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(phone);
    await page.goto("/fasting-mix-2968/quiz/express/step-gender");
    await completeFunnel(page, { choices: { "step-gender": "female" }, email: `forgiven-${Date.now()}@example.com` });
    await chooseOnFinalPage(page, "pp_4w_intro");
    await payWithCard(page, cards.declined);
    const message = page.getByTestId("checkout-message");
    await expect(message).toHaveText("Your card was declined. Please try another card or contact your bank.");
    // Nothing to type twice: the number, expiry and name stay; only the security code is asked again.
    const number = page.locator("#checkout-cardNumber");
    await expect(number).toHaveValue(cards.declined);
    await expect(page.locator("#checkout-expiry")).toHaveValue(futureExpiry());
    await expect(page.locator("#checkout-name")).toHaveValue("Ana Test");
    await expect(page.locator("#checkout-cvc")).toHaveValue("");
    // The bank refused the card itself: focus is on the number, which names the message.
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute("aria-describedby", "checkout-message");
    await expectNoOverflow(page);
    await number.clear();
    await number.fill(cards.success);
    await page.locator("#checkout-cvc").fill("123");
    await page.getByTestId("checkout-pay").click();
    await declineUpsells(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByTestId("thank-you-item-pp_4w_intro")).toBeVisible();
  });

  test("the bank's 3-D Secure check: approved, the order is paid (en, desktop)", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    await page.goto("/fasting-mix-2968/final");
    await chooseOnFinalPage(page, "pp_1w_intro");
    await payWithCard(page, cards.threeDSecure, { email: `secure-${Date.now()}@example.com` });
    await expect(page).toHaveURL(/\/api\/billing\/sandbox\/authenticate\//);
    await page.getByRole("button", { name: "Approve" }).click();
    await declineUpsells(page);
    await expect(page.getByTestId("thank-you-item-pp_1w_intro")).toBeVisible();
  });

  test("the bank's 3-D Secure check failed: the confirmation page says so and offers the checkout again (ar, 360 px)", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    await page.goto("/ar/fasting-mix-2968/final");
    await chooseOnFinalPage(page, "pp_4w_intro");
    await expectNoOverflow(page);
    await payWithCard(page, cards.threeDSecure, { email: `secure-fail-${Date.now()}@example.com` });
    await page.getByRole("button", { name: "Fail" }).click();
    await expect(page.getByTestId("checkout-confirm-failed")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("checkout-confirm-failed")).toContainText(/[\u0600-\u06FF]/);
    await page.getByTestId("checkout-confirm-failed").getByRole("link").click();
    await expect(page.getByTestId("checkout-page")).toBeVisible();
    await expect(page.getByTestId("checkout-summary")).toHaveAttribute("data-package", "pp_4w_intro");
  });

  test("the card form checks the card in the browser and sends nothing until it is valid", async ({ page }) => {
    await page.goto("/fasting-mix-2968/final");
    await chooseOnFinalPage(page, "pp_4w_intro");
    let sent = 0;
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/checkout") || path.startsWith("/api/billing")) sent++;
    });
    await payWithCard(page, "4242 4242 4242 4241", { email: "not-an-address" });
    await expect(page.getByTestId("checkout-cardNumber-error")).toBeVisible();
    await expect(page.getByTestId("checkout-email-error")).toBeVisible();
    await expect(page.locator("#checkout-email")).toBeFocused();
    expect(sent).toBe(0);
  });

  test("without a purchase, the thank-you and confirmation pages show nobody's order", async ({ page }) => {
    await page.goto("/thank-you");
    await expect(page.getByTestId("thank-you-missing")).toBeVisible();
    await page.goto("/checkout/confirm");
    await expect(page.getByTestId("checkout-confirm-missing")).toBeVisible();
  });
});

test.describe("upsells after the first purchase", () => {
  test("an add-on accepted with one click: charged to the saved card, listed on the thank-you page (en, 360 px)", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    await page.goto("/fasting-mix-2968/final");
    await chooseOnFinalPage(page, "pp_4w_intro");
    await payWithCard(page, cards.success, { email: `upsell-${Date.now()}@example.com` });
    await expect(page.getByTestId("upsell-offer")).toBeVisible({ timeout: 30_000 });
    await expectNoOverflow(page);
    // No card entry again: the offer has no card field, only the add-ons and one button.
    await expect(page.locator("#checkout-cardNumber")).toHaveCount(0);
    const firstStep = await page.getByTestId("upsell-offer").getAttribute("data-step");
    await page.getByTestId("upsell-item-pp_otp_recipe_book").click();
    await page.getByTestId("upsell-accept").click();
    // Charged off-session: the chain moves on (the next offer or the thank-you page).
    await expect(page.locator(`[data-testid="upsell-offer"][data-step="${firstStep}"]`)).toHaveCount(0, { timeout: 30_000 });
    await declineUpsells(page);
    await expect(page.getByTestId("thank-you-item-pp_4w_intro")).toBeVisible();
    await expect(page.getByTestId("thank-you-item-pp_otp_recipe_book")).toBeVisible();
  });

  test("an add-on the bank refuses off-session: the refusal in words, the buyer goes on (ar, desktop)", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    await page.goto("/ar/fasting-mix-2968/final");
    await chooseOnFinalPage(page, "pp_4w_intro");
    await payWithCard(page, cards.offSessionDeclines, { email: `upsell-refused-${Date.now()}@example.com` });
    await expect(page.getByTestId("upsell-offer")).toBeVisible({ timeout: 30_000 });
    // The first offer (one add-on on its page) accepted; the bank refuses it.
    await expect(page.getByTestId("upsell-item-pp_otp_recipe_book")).toBeVisible();
    await page.getByTestId("upsell-accept").click();
    const refusal = page.getByTestId("upsell-error").or(page.getByTestId("upsell-previous-failure")).first();
    await expect(refusal).toBeVisible({ timeout: 30_000 });
    await expect(refusal).toContainText(/[\u0600-\u06FF]/);
    // Onward without buying: past the refusal (its continue link, or the next offer's decline).
    await declineUpsells(page);
    await expect(page.getByTestId("thank-you-item-pp_4w_intro")).toBeVisible();
    await expect(page.getByTestId("thank-you-item-pp_otp_recipe_book")).toHaveCount(0);
  });
});

// The countdown itself (kept with the quiz session on the server): final-countdown.e2e.ts.
test.describe("the final page's experiment", () => {
  test("the step_final split chooses the page and its packages; checkout accepts that group's offer", async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: "SPLIT_STEP_FINAL_POSITION", value: "0.1", url: baseURL! }]);
    await page.goto("/fasting-mix-2968/final");
    await expect(page.getByTestId("final-page")).toHaveAttribute("data-slug", "default");
    await expect(page.getByTestId("final-timer")).toHaveCount(0);
    await context.addCookies([{ name: "SPLIT_STEP_FINAL_POSITION", value: "0.9", url: baseURL! }]);
    await page.reload();
    await expect(page.getByTestId("final-page")).toHaveAttribute("data-slug", "discount");
    // Reached without a quiz session: no countdown, as nothing on the server holds its end.
    await expect(page.getByTestId("final-timer")).toHaveCount(0);
    await chooseOnFinalPage(page, "pp_12w_intro");
    await payWithCard(page, cards.success, { email: `discount-${Date.now()}@example.com` });
    await declineUpsells(page);
    await expect(page.getByTestId("thank-you-item-pp_12w_intro")).toBeVisible();
  });
});
