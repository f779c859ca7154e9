import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { cards, chooseOnFinalPage, declineUpsells, payWithCard } from "./checkout-helpers";
import { waitForSignInMail } from "./mailbox";
import { completeFunnel } from "./quiz-helpers";
import { signInAsStaff } from "./staff-helpers";

/*
 * A buyer on a 360 px phone, in English and in Arabic: the goal date the final page promises is
 * the one the account shows (docs/meal-plan.md, "Goal date"), every account page is in sight in
 * the account navigation (docs/account.md, "Navigation"), and the buyer's address stays whole
 * and left to right inside Arabic sentences; staff see the Arabic mail's subject in its own
 * direction and every area of the management header.
 */
const phone = { width: 360, height: 780 };
const shots = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Every link is shown whole inside the 360 px viewport: nothing cut off or scrolled away. */
async function expectAllInView(links: Locator, count: number): Promise<void> {
  await expect(links).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    // Not clipped by a scrolling list: the link's own text fits its box.
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  const overflow = await links.first().page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The address is isolated left to right and drawn in one piece (one box, not split over lines). */
async function expectWholeAddress(scope: Locator, email: string): Promise<void> {
  const address = scope.locator("[data-email-address]");
  await expect(address).toHaveText(email);
  await expect(address).toHaveAttribute("dir", "ltr");
  const drawn = await address.evaluate((el) => ({ bidi: getComputedStyle(el).unicodeBidi, rects: el.getClientRects().length }));
  expect(drawn).toEqual({ bidi: "isolate", rects: 1 });
}

test("a phone buyer in English and Arabic: one goal date, the whole account menu, addresses kept whole", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(phone);
  // Long, with hyphens: the kind of address right-to-left text used to tear apart.
  const email = `v20-ar1-phone-${Date.now()}@example.com`;
  await page.goto("/fasting-mix-2968/quiz/express/step-gender");
  await completeFunnel(page, { choices: { "step-gender": "female" }, email });
  const promised = /[A-Z][a-z]+ \d{1,2}, \d{4}/.exec((await page.getByTestId("final-hero").textContent())!)?.[0];
  expect(promised).toBeTruthy();
  await chooseOnFinalPage(page, "pp_4w_intro");
  await payWithCard(page, cards.success);
  await declineUpsells(page);
  await expect(page).toHaveURL(/\/thank-you$/);
  await shot(page, "en-thank-you");

  // The thank-you page in Arabic: the receipt line and the account text keep the address whole.
  await page.goto("/ar/thank-you");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectWholeAddress(page.getByTestId("thank-you-account"), email);
  await expectWholeAddress(page.getByTestId("thank-you-page").locator("p", { hasText: "إيصال" }), email);
  await shot(page, "ar-thank-you");

  // Sign-in in Arabic: the code step names the address, whole.
  await page.goto("/ar/signin");
  await page.getByTestId("signin-email-form").locator('input[name="email"]').fill(email);
  await page.getByTestId("signin-send").click();
  await expect(page.getByTestId("signin-code")).toBeVisible();
  await expectWholeAddress(page.getByTestId("signin-code-form"), email);
  await shot(page, "ar-signin-code-step");
  const mail = await waitForSignInMail(email);
  await page.getByTestId("signin-code").fill(mail.code);
  await page.getByTestId("signin-submit").click();
  await expect(page).toHaveURL(/\/ar\/my-plan(\?|$)/);

  // Every account page in sight at 360 px, in Arabic and in English.
  await expectAllInView(page.getByTestId("account-nav").locator("li a"), 5);
  await shot(page, "ar-my-plan");
  await page.goto("/my-plan");
  await expectAllInView(page.getByTestId("account-nav").locator("li a"), 5);

  // The account's goal line gives the date the final page promised.
  await expect(page.getByTestId("my-plan-page").locator("header p").first()).toContainText(`by ${promised}`, { timeout: 90_000 });
  await shot(page, "en-my-plan");

  // Staff at 360 px: every management area in sight, the Arabic sign-in mail's subject in its
  // own direction in the English outbox list.
  const staff = await browser.newContext({ viewport: phone });
  const mgmt = await staff.newPage();
  await signInAsStaff(mgmt, "admin@platewise.local", `/mgmt/outbox?email=${encodeURIComponent(email)}`);
  const areas = mgmt.getByTestId("mgmt-header").locator("nav a");
  await expect(areas.first()).toBeVisible();
  await expectAllInView(areas, await areas.count());
  const subject = mgmt.getByTestId("outbox-row-subject").filter({ hasText: /[\u0600-\u06FF]/ }).first();
  await expect(subject).toHaveAttribute("dir", "auto");
  expect(await subject.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await shot(mgmt, "mgmt-outbox");
  await staff.close();
});
