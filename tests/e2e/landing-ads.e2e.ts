import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInAsStaff } from "./staff-helpers";

/*
 * A landing page fit for ads (docs/landing-pages.md): growth builds a themed page with an
 * uploaded hero image, a comparison and a pricing teaser, and search and sharing fields; a
 * visitor from an ad opens it at 360 px in Arabic and English — the logo, a themed start button
 * with contrast, the legal footer and its cookie settings, no sideways scroll — and the start
 * button takes the ad's query into the quiz.
 */

const shots = process.env.LANDING_SHOTS_DIR ?? path.join("test-results", "landing-shots");

/** A photo-like hero picture (a gradient), made here so the upload goes through the real store. */
async function heroPicture(): Promise<Buffer> {
  const width = 640;
  const height = 420;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = 120 + Math.round((x / width) * 100);
      pixels[at + 1] = 60 + Math.round((y / height) * 120);
      pixels[at + 2] = 200;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

async function colours(locator: Locator): Promise<{ color: string; background: string }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
}

async function openCookieSettings(page: Page): Promise<void> {
  // The consent manager starts when the page is idle; the footer's button opens it from then on.
  await expect(async () => {
    await page.getByTestId("footer-cookie-settings").click();
    await expect(page.locator("#cc-main .pm")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test("growth builds a themed landing page for ads; a visitor from an ad starts the quiz with the ad's query", async ({ page, browser }) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const slug = `ads-${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, "growth@platewise.local", "/mgmt/lp-admin?new=1");

  await page.getByTestId("lp-slug").fill(slug);
  await page.getByLabel(/^Page title \(browser tab\)/).fill("Fasting plan — spring offer");
  await page.getByLabel(/^Theme/).selectOption("purple");

  const hero = page.getByTestId("block-hero");
  await hero.getByLabel(/^Headline/).fill("A fasting plan made for you");
  await hero.getByLabel("Upload… — Image", { exact: true }).setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: await heroPicture() });
  await expect(hero.getByRole("textbox", { name: "Image", exact: true })).toHaveValue(/^\/media\/funnel-images\/[a-f0-9]{64}\.png$/);
  await hero.getByLabel(/^Image description/).fill("A bowl of salad");

  await page.getByTestId("add-block").selectOption("comparison");
  const comparison = page.getByTestId("block-comparison");
  await comparison.getByLabel(/^Compared on/).fill("Recipes");
  await comparison.getByLabel(/^Platewise \(en\)/).fill("Chosen for your taste");
  await comparison.getByLabel(/^The other \(en\)/).fill("Guesswork every evening");

  await page.getByTestId("add-block").selectOption("pricing");
  const pricing = page.getByTestId("block-pricing");
  await pricing.getByLabel(/^Package/).selectOption("pp_4w_intro");
  await pricing.getByLabel(/^Currency shown/).selectOption("EUR");

  // The final call to action goes last.
  await page.getByRole("button", { name: "Final call to action: Move down" }).click();
  await page.getByRole("button", { name: "Final call to action: Move down" }).click();
  await expect(page.locator("[data-testid^=block-]").last()).toHaveAttribute("data-testid", "block-cta");

  await page.getByTestId("lp-seo").locator("summary").click();
  await page.getByLabel(/^Search and sharing title/).fill("Fasting meal plans | Platewise");
  await page.getByLabel(/^Keep out of search results/).check();

  // Arabic copy for the hero; the rest falls back to English.
  await page.getByTestId("locale-picker").selectOption("ar");
  await hero.getByLabel(/^Headline/).fill("خطة صيام مصممة لك");
  await hero.getByLabel(/^Start button/).fill("ابدأ الاختبار");
  await pricing.getByLabel(/^Title/).fill("أقل من ثمن فنجان قهوة");
  await page.getByTestId("locale-picker").selectOption("en");

  await page.getByTestId("create").click();
  await expect(page).toHaveURL(`/mgmt/lp-admin?slug=${slug}`);
  // English and Arabic copy only: the editor names the other languages and publishes once confirmed.
  await page.getByTestId("publish").click();
  await expect(page.getByTestId("publish-fallback")).toContainText("no translation for:");
  await expect(page.getByTestId("publish-fallback")).toContainText("de, es, fr");
  await page.getByTestId("publish-with-fallback").click();
  await expect(page.getByTestId("editor-status")).toContainText(/Published version \d+/);
  await page.getByTestId("lp-seo").locator("summary").click();
  await page.screenshot({ path: path.join(shots, "landing-editor-desktop.png"), fullPage: true });

  // A visitor from an ad, on a phone, in Arabic.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await context.newPage();
  const response = await visitor.goto(`/ar/${slug}?utm_source=meta&fbclid=abc`);
  // The page stays prerendered and cached whatever the query (Next marks such answers HIT, MISS or STALE).
  expect(response?.headers()["x-nextjs-cache"]).toMatch(/^(HIT|MISS|STALE)$/);
  await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(visitor.getByTestId("logo-link")).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("خطة صيام مصممة لك");
  await expect(visitor.locator("[data-theme]").first()).toHaveAttribute("data-theme", "purple");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(visitor).toHaveTitle(/Fasting meal plans \| Platewise/);

  const start = visitor.getByTestId("landing-start").first();
  const button = await colours(start);
  const pageColours = await colours(visitor.locator("[data-theme]").first());
  expect(button.color).not.toBe(button.background);
  expect(button.background).not.toBe(pageColours.background);
  expect(button.background).toBe("rgb(124, 58, 237)");
  expect(button.color).toBe("rgb(255, 255, 255)");

  await expect(visitor.getByTestId("landing-price")).toContainText("ابتداءً من");
  await expect(visitor.getByTestId("landing-comparison")).toContainText("Chosen for your taste");
  // Copy without an Arabic translation shows the English, marked left-to-right.
  await expect(visitor.getByTestId("landing-comparison").locator('[lang="en"][dir="ltr"]').first()).toBeVisible();
  await expect(visitor.getByTestId("footer-privacy-policy")).toBeVisible();
  await expect(visitor.getByTestId("footer-privacy-policy")).toHaveAttribute("href", "/ar/privacy-policy");
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The footer's cookie settings open the consent manager's preferences.
  await openCookieSettings(visitor);
  await visitor.locator('#cc-main .pm button[data-role="all"]').click();
  await expect(visitor.locator("#cc-main .pm")).toBeHidden();
  await visitor.screenshot({ path: path.join(shots, "landing-ar-360.png"), fullPage: true });

  // Every start button carries the ad's query; tapping one lands on the quiz with it.
  await expect(start).toHaveAttribute("href", "/ar/quiz?utm_source=meta&fbclid=abc");
  await start.click();
  await expect(visitor).toHaveURL(/\/ar\/(quiz|[\w-]+\/[\w-]+)\?.*utm_source=meta/);
  const quizUrl = new URL(visitor.url());
  expect(quizUrl.searchParams.get("utm_source")).toBe("meta");
  expect(quizUrl.searchParams.get("fbclid")).toBe("abc");

  // The same page in English, also at 360 px.
  const english = await visitor.goto(`/${slug}?utm_source=google&gclid=G-1`);
  expect(english?.headers()["x-nextjs-cache"]).toMatch(/^(HIT|MISS|STALE)$/);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("A fasting plan made for you");
  await expect(visitor.getByTestId("landing-price")).toHaveText(/^From €0\.71 per day$/);
  await expect(visitor.getByTestId("landing-start").last()).toHaveAttribute("href", "/quiz?utm_source=google&gclid=G-1");
  await expect(visitor.getByTestId("footer-privacy-policy")).toHaveText("Privacy policy");
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await visitor.screenshot({ path: path.join(shots, "landing-en-360.png"), fullPage: true });
  await context.close();
});
