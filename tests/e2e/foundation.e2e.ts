import { expect, test } from "@playwright/test";

const locales = ["ar", "de", "en", "es", "fr", "id", "it", "ja", "ko", "pl", "pt", "th", "tr", "vi", "zh-CN", "zh-TW"];

test("the English home page renders at / with the logo linking home", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const logo = page.getByTestId("logo-link");
  await expect(logo).toHaveAttribute("href", "/");
  const box = await logo.locator("svg").boundingBox();
  expect(box?.width).toBe(153);
  expect(box?.height).toBe(40);
  await expect(page.getByTestId("start-quiz").first()).toHaveAttribute("href", "/quiz");
});

test("the Arabic home page is right-to-left and translated", async ({ page }) => {
  await page.goto("/ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  expect(heading).toMatch(/[\u0600-\u06FF]/);
  await expect(page.getByTestId("start-quiz").first()).toHaveAttribute("href", "/ar/quiz");
  // Logical properties: in RTL the logo sits at the right edge of the header.
  const logo = await page.getByTestId("logo-link").boundingBox();
  const viewport = page.viewportSize();
  expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);
});

test("all 16 locale roots answer 200 with their own language", async ({ request }) => {
  const english = await (await request.get("/")).text();
  const englishTitle = /<h1[^>]*>(.*?)<\/h1>/s.exec(english)?.[1];
  for (const locale of locales) {
    const response = await request.get(locale === "en" ? "/" : `/${locale}`);
    expect(response.status(), locale).toBe(200);
    const html = await response.text();
    expect(html, locale).toContain(`lang="${locale}"`);
    const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    if (locale !== "en") expect(title, `${locale} has its own hero`).not.toBe(englishTitle);
  }
});

test("the default locale has no prefix: /en redirects to /", async ({ request }) => {
  const response = await request.get("/en", { maxRedirects: 0 });
  expect([301, 302, 307, 308]).toContain(response.status());
  expect(response.headers().location).toMatch(/^(http:\/\/[^/]+)?\/$/);
});

test("switching language keeps the path and the query", async ({ page, context, baseURL }) => {
  // Pin the home page split test to its control group, so the address stays as typed.
  await context.addCookies([{ name: "SPLIT_PAGE_POSITION", value: "0.1", url: baseURL! }]);
  await page.goto("/de?utm_source=fb");
  await page.getByTestId("locale-switcher").selectOption("fr");
  await page.waitForURL(/\/fr\?utm_source=fb$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByTestId("locale-switcher").selectOption("en");
  await page.waitForURL((url) => url.pathname === "/" && url.search === "?utm_source=fb");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("an unknown page shows the translated 404 page", async ({ page }) => {
  const response = await page.goto("/de/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("the health check reports the database and the job workers", async ({ request }) => {
  await expect(async () => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up", jobWorkers: "running" });
  }).toPass();
});
