import { expect, test } from "@playwright/test";
import { openAs } from "./site-helpers";

test("a legal page in English has its head tags", async ({ page }) => {
  await openAs(page, "/privacy-policy", "US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page).toHaveTitle(/Privacy Policy \| Platewise/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Privacy Policy");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index,follow");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/privacy-policy$/);
  await expect(page.getByTestId("legal-fallback-notice")).toHaveCount(0);
  await expect(page.getByTestId("legal-page")).not.toContainText("{companyName}");
});

test("a legal page without a translation shows the English text under a translated notice", async ({ page }) => {
  await openAs(page, "/de/refund-policy", "DE");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByTestId("legal-fallback-notice")).toHaveText(
    "Diese Seite gibt es noch nicht auf Deutsch. Wir zeigen dir deshalb die englische Fassung.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Refund Policy/);
  await expect(page.locator('[lang="en"] h1')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/refund-policy$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
});

test("the commercial disclosure exists only for visitors from Japan", async ({ page }) => {
  const us = await page.goto("/commercial-disclosure?country=US");
  expect(us?.status()).toBe(404);
  const jp = await page.goto("/ja/commercial-disclosure?country=JP");
  expect(jp?.status()).toBe(200);
  await expect(page.getByTestId("legal-fallback-notice")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("特定商取引法");
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveCount(1);
});

test("the blog is English only: other locales redirect to the English blog", async ({ page, request }) => {
  const response = await request.get("/de/blog", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/blog$/);
  await openAs(page, "/fr/blog/authors", "FR");
  expect(new URL(page.url()).pathname).toBe("/blog/authors");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the blog lists the articles; an article has its byline, reading time, editorial note and structured data", async ({ page }) => {
  await openAs(page, "/blog", "US");
  expect(await page.getByTestId("article-card").count()).toBeGreaterThanOrEqual(8);
  await page.getByTestId("article-card").first().getByRole("link").click();
  await expect(page.getByTestId("article")).toBeVisible();
  await expect(page.getByTestId("article")).toContainText(/\d+ min read/);
  await expect(page.getByTestId("editorial-note").locator('a[href="/unimeal-editorial-policy"]')).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("BlogPosting");
  expect(jsonLd.author.name).toBeTruthy();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await page.getByTestId("article-author").click();
  await expect(page.getByTestId("author-profile")).toBeVisible();
  expect(await page.getByTestId("article-card").count()).toBeGreaterThanOrEqual(1);
});

test("the authors page lists every author with credentials", async ({ page }) => {
  await openAs(page, "/blog/authors", "US");
  expect(await page.getByTestId("author-profile").count()).toBeGreaterThanOrEqual(3);
});

test("unknown articles and authors answer 404", async ({ request }) => {
  expect((await request.get("/blog/no-such-article")).status()).toBe(404);
  expect((await request.get("/blog/authors/nobody")).status()).toBe(404);
});

test("sitemap.xml and robots.txt exist", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain("/blog/authors");
  expect(xml).toContain('hreflang="de"');
  expect(xml).not.toContain("commercial-disclosure");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /mgmt");
});

test("the contact page has translated head tags", async ({ page }) => {
  await openAs(page, "/ko/contact", "KR");
  await expect(page).toHaveTitle(/문의하기/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ko\/contact$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar\/contact$/);
});

test("the FAQ opens each answer on demand and carries FAQPage structured data", async ({ page }) => {
  await openAs(page, "/de/faq", "DE");
  const entries = page.getByTestId("faq-entry");
  const count = await entries.count();
  expect(count).toBeGreaterThanOrEqual(10);
  const first = entries.first();
  await expect(first).not.toHaveAttribute("open", "");
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator("p").first()).toBeVisible();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(data["@type"]).toBe("FAQPage");
  expect(data.inLanguage).toBe("de");
  expect(data.mainEntity).toHaveLength(count);
  expect(data.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(20);
});

test("the about page is written in the visitor's language", async ({ page }) => {
  await openAs(page, "/ar/about", "AE");
  await expect(page.getByTestId("about-page")).toHaveAttribute("lang", "ar");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/[\u0600-\u06FF]/);
  await expect(page.getByTestId("about-page")).not.toContainText("{siteName}");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ar\/about$/);
});

test("the footer lists the legal pages; do-not-sell only in English; the FAQ by the menu's country rule", async ({ page }) => {
  await openAs(page, "/contact", "US");
  await expect(page.getByTestId("footer-faq")).toHaveCount(0);
  await expect(page.getByTestId("footer-do-not-sell-my-personal-information")).toHaveAttribute("href", "/do-not-sell-my-personal-information");
  await expect(page.getByTestId("footer-unimeal-editorial-policy")).toBeVisible();
  await page.goto("/de/contact?country=DE");
  await expect(page.getByTestId("footer-faq")).toHaveAttribute("href", "/de/faq");
  await expect(page.getByTestId("footer-privacy-policy")).toHaveAttribute("href", "/de/privacy-policy");
  await expect(page.getByTestId("footer-do-not-sell-my-personal-information")).toHaveCount(0);
});
