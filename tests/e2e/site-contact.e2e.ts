import { expect, test } from "@playwright/test";
import { openAs } from "./site-helpers";

test("the contact form shows field errors for bad input", async ({ page }) => {
  await openAs(page, "/contact", "US");
  await page.getByTestId("contact-submit").click();
  await expect(page.getByTestId("contact-name-error")).toHaveText("Please enter your name (at least 2 characters).");
  await expect(page.getByTestId("contact-email-error")).toHaveText("Please enter a valid e-mail address.");
  await expect(page.getByTestId("contact-topic-error")).toHaveText("Please choose a topic.");
  await expect(page.getByTestId("contact-message-error")).toHaveText("Please write at least 20 characters so we can help.");
  await page.getByLabel("E-mail address").fill("ana@");
  await page.getByLabel("Your name").fill("Ana");
  await expect(page.getByTestId("contact-name-error")).toHaveCount(0);
  await expect(page.getByTestId("contact-email-error")).toBeVisible();
});

test("the contact form is validated in the visitor's language", async ({ page }) => {
  await openAs(page, "/de/contact", "DE");
  await page.getByTestId("contact-submit").click();
  await expect(page.getByTestId("contact-email-error")).toHaveText("Bitte gib eine gültige E-Mail-Adresse ein.");
});

test("a valid message is sent and confirmed with a toast", async ({ page }) => {
  await openAs(page, "/contact", "US");
  await page.getByLabel("Your name").fill("Ana Souza");
  await page.getByLabel("E-mail address").fill("ana@example.com");
  await page.getByLabel("Topic").selectOption("billing");
  await page.getByLabel("Your message").fill("I was charged twice this month — could you check my subscription, please?");
  await page.getByTestId("contact-submit").click();
  await expect(page.getByText("Thank you! Your message has been sent. We will reply by e-mail soon.")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("");
  await expect(page.locator('[data-testid$="-error"]')).toHaveCount(0);
});
