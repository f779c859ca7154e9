import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff as staffSignIn } from "./staff-helpers";

/*
 * The final page and landing page editors (docs/final-admin.md, docs/landing-pages.md): growth
 * edits, saves, previews, publishes and rolls back; a second editor's stale save is refused;
 * a landing page built here is opened by a visitor in English and Arabic; the analyst reads
 * but cannot save.
 */

async function expectStatus(page: Page, text: RegExp | string): Promise<void> {
  await expect(page.getByTestId("editor-status")).toContainText(text);
}

test("growth builds a landing page, a visitor opens it in two languages, and a rollback brings the first version back", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const slug = `spring-${Date.now().toString(36)}`;
  await staffSignIn(page, "growth@platewise.local", "/mgmt/lp-admin");
  await page.getByTestId("new-landing-page").click();
  await expect(page).toHaveURL(/\/mgmt\/lp-admin\?new=1$/);

  // A slug that is a site page is refused while typing.
  await page.getByTestId("lp-slug").fill("about");
  await expect(page.getByTestId("lp-slug-problem")).toBeVisible();
  await page.getByTestId("lp-slug").fill(slug);
  await expect(page.getByTestId("lp-slug-problem")).toHaveCount(0);

  await page.getByLabel(/^Page title \(browser tab\)/).fill("Spring reset");
  const hero = page.getByTestId("block-hero");
  await hero.getByLabel(/^Headline/).fill("Lose the winter weight");
  await expect(hero.getByLabel(/^Start button/)).toHaveValue("Take the quiz");
  await page.getByTestId("add-block").selectOption("benefits");
  await page.getByTestId("block-benefits").getByLabel(/^Benefit \(en\)/).fill("Meals planned for you");
  await page.getByTestId("create").click();
  await expect(page).toHaveURL(`/mgmt/lp-admin?slug=${slug}`);
  await expect(page.getByTestId("version-history")).toContainText("draft");

  // Nothing reaches visitors before publishing.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(`/${slug}`))?.status()).toBe(404);

  // The preview shows the saved draft with the site's own components.
  const previewHref = await page.getByTestId("preview-link").getAttribute("href");
  const preview = await page.context().newPage();
  await preview.goto(previewHref!);
  await expect(preview.getByTestId("landing-preview").getByRole("heading", { level: 1 })).toHaveText("Lose the winter weight");
  await preview.close();

  // Its own copy is in English only: the editor asks before English stands in for every other language.
  await page.getByTestId("publish").click();
  await expect(page.getByTestId("publish-fallback")).toContainText("no translation for: ar, de");
  expect((await visitor.goto(`/${slug}`))?.status()).toBe(404);
  await page.getByTestId("publish-with-fallback").click();
  await expectStatus(page, /Published version \d+/);

  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Lose the winter weight");
  await expect(visitor).toHaveTitle(/Spring reset/);
  await expect(visitor.getByTestId("landing-start").first()).toHaveAttribute("href", "/quiz");
  await visitor.setViewportSize({ width: 360, height: 740 });
  await visitor.goto(`/ar/${slug}`);
  await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(visitor.getByTestId("landing-page")).toBeVisible();
  await expect(visitor.getByTestId("landing-start").first()).toHaveAttribute("href", "/ar/quiz");
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // A second version, published; then the first one again in one click.
  await page.getByTestId("block-hero").getByLabel(/^Headline/).fill("Your spring plan");
  await page.getByTestId("save-draft").click();
  await expectStatus(page, /Draft saved as version \d+/);
  await page.getByTestId("publish").click();
  await page.getByTestId("publish-with-fallback").click();
  await expectStatus(page, /Published version \d+/);
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Your spring plan");

  const history = page.getByTestId("version-history");
  await history.locator("li").last().getByRole("button", { name: "Publish this version again" }).click();
  await expectStatus(page, /Rolled back: version \d+ is live/);
  await expect(async () => {
    await visitor.goto(`/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Lose the winter weight", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await visitorContext.close();
});

test("growth creates a final page: save, preview with the sample profile, a stale save refused, publish and roll back", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const slug = `e2e-${Date.now().toString(36)}`;
  await staffSignIn(page, "growth@platewise.local", `/mgmt/final-admin?slug=${slug}`);
  await expect(page.getByTestId("block-packages")).toBeVisible();

  // A second editor opens the same page before the first one saves.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await staffSignIn(other, "admin@platewise.local", `/mgmt/final-admin?slug=${slug}`);
  await expect(other.getByTestId("block-packages")).toBeVisible();

  await page.getByTestId("add-block").selectOption("timer");
  const duration = () => page.getByTestId("block-timer").getByLabel(/^Duration \(minutes/);
  await duration().fill("12");
  await page.getByTestId("save-draft").click();
  await expectStatus(page, /Draft saved as version 1\./);

  await other.getByTestId("add-block").selectOption("timer");
  await other.getByTestId("save-draft").click();
  await expect(other.getByTestId("editor-status")).toContainText(/growth@platewise\.local/);
  await expect(other.getByTestId("editor-status")).not.toContainText("Draft saved");
  await otherContext.close();

  // Beside the form, the phone preview shows the saved draft; the sample visitor's goal changes it.
  const frame = page.getByTestId("phone-preview").getByTestId("preview");
  await expect(frame).toHaveAttribute("data-src", /version=1&/);
  await expect(page.frameLocator("[data-testid='phone-preview'] [data-testid='preview']").getByTestId("final-page")).toBeVisible();
  await page.getByTestId("preview-goal").selectOption("gain");
  await expect(frame).toHaveAttribute("data-src", /goal=gain/);
  await expect(page.frameLocator("[data-testid='phone-preview'] [data-testid='preview']").getByTestId("preview-visitor")).toContainText("66 kg now, 73 kg goal");

  // The preview page renders the saved draft with the sample profile and priced packages, also in Arabic.
  const previewHref = await page.getByTestId("preview-link").getAttribute("href");
  const preview = await page.context().newPage();
  expect((await preview.goto(previewHref!))?.status()).toBe(200);
  await expect(preview.getByTestId("final-preview").getByTestId("final-page")).toBeVisible();
  await expect(preview.getByTestId("final-timer").locator("time")).toHaveText(/^1[12]:\d\d$/);
  await preview.goto(previewHref!.replace(/locale=[\w-]+/, "locale=ar"));
  await expect(preview.getByTestId("final-preview")).toHaveAttribute("dir", "rtl");
  await preview.close();

  await page.getByTestId("publish").click();
  await expectStatus(page, /Published version 1:/);

  // A second version goes live, then the first one again in one click.
  await duration().fill("20");
  await page.getByTestId("save-draft").click();
  await expectStatus(page, /Draft saved as version 2\./);
  await page.getByTestId("publish").click();
  await expectStatus(page, /Published version 2:/);
  const first = page.getByTestId("version-history").locator("li").filter({ has: page.getByText("v1", { exact: true }) });
  await first.getByRole("button", { name: "Publish this version again" }).click();
  await expectStatus(page, /Rolled back: version \d+ is live/);
  await page.reload();
  await expect(duration()).toHaveValue("12");
});

test("the analyst reads the editors but cannot save", async ({ page }) => {
  await staffSignIn(page, "analyst@platewise.local", "/mgmt/lp-admin");
  await expect(page.getByTestId("landing-pages")).toBeVisible();
  await page.goto("/mgmt/final-admin?slug=default");
  await expect(page.getByText("Your role may read this editor but not save or publish.")).toBeVisible();
  await expect(page.getByTestId("save-draft")).toHaveCount(0);
});

test("a final page whose own copy is only in English is published only with the English fallback confirmed", async ({ page }) => {
  test.setTimeout(120_000);
  const slug = `e2e-copy-${Date.now().toString(36)}`;
  await staffSignIn(page, "growth@platewise.local", `/mgmt/final-admin?slug=${slug}`);
  const hero = page.getByTestId("block-hero");
  await expect(hero).toBeVisible();
  await hero.getByRole("button", { name: "Write our own copy" }).first().click();
  await hero.getByLabel(/^Title/).fill("Spring into your plan");
  // The locale picker counts what each locale lacks.
  await expect(page.getByTestId("locale-picker")).toContainText(/de — 1 ✗/);
  await page.getByTestId("save-draft").click();
  await expectStatus(page, /Draft saved as version 1\./);

  await page.getByTestId("publish").click();
  const fallback = page.getByTestId("publish-fallback");
  // Every locale but English, in the site's order.
  await expect(fallback).toContainText("no translation for: ar, de, es, fr, id, it, ja, ko, pl, pt, th, tr, vi, zh-CN, zh-TW.");
  await expect(page.getByTestId("editor-status")).not.toContainText("Published");

  await fallback.getByTestId("publish-with-fallback").click();
  await expectStatus(page, /Published version 1:/);
  await expect(fallback).toHaveCount(0);
});
