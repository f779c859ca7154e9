import { expect, test, type Page } from "@playwright/test";

const origin = () => test.info().project.use.baseURL!;

async function setPagePosition(page: Page, value: string) {
  await page.context().addCookies([{ name: "SPLIT_PAGE_POSITION", value, url: origin() }]);
}

/** Every HTML document the browser received, in order (redirects included). */
function recordDocuments(page: Page) {
  const documents: Array<{ url: string; status: number }> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "document") {
      documents.push({ url: response.url(), status: response.status() });
    }
  });
  return documents;
}

test("a page-level split sends the visitor to the chosen variant on the server, with no flash", async ({
  page,
}) => {
  await setPagePosition(page, "0.9");
  const documents = recordDocuments(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/\?hero=b$/);
  await expect(page.getByTestId("home-hero-title")).toHaveAttribute("data-variant", "b");
  // The control page was never delivered: the first answer is the redirect itself.
  expect(documents[0]?.status).toBe(302);
  expect(documents.filter((d) => d.status === 200)).toHaveLength(1);

  // A second visit keeps the same variant.
  await page.goto("/");
  await expect(page).toHaveURL(/\/\?hero=b$/);
  await expect(page.getByTestId("home-hero-title")).toHaveAttribute("data-variant", "b");
});

test("the control group stays on the page", async ({ page }) => {
  await setPagePosition(page, "0.1");
  const documents = recordDocuments(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("home-hero-title")).toHaveAttribute("data-variant", "control");
  expect(documents.map((d) => d.status)).toEqual([200]);
});

test.describe("a visitor without any stored position", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a new visitor gets a stored position and the same variant on every visit", async ({
    page,
    context,
  }) => {
    await page.goto("/de");
    const first = new URL(page.url());
    const cookies = await context.cookies();
    const position = cookies.find((c) => c.name === "SPLIT_PAGE_POSITION");
    expect(Number(position?.value)).toBeGreaterThanOrEqual(0);
    expect(Number(position?.value)).toBeLessThanOrEqual(0.99);
    expect(position!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(cookies.find((c) => c.name === "SPLITS")?.value).toContain("home_hero");
    for (let i = 0; i < 3; i++) {
      await page.goto("/de");
      expect(new URL(page.url()).search).toBe(first.search);
    }
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test("step positions and joined splits are stored in cookies", async ({ page, context }) => {
  await context.addCookies([
    { name: "SPLIT_STEP_ONE_POSITION", value: "0.1", url: origin() },
    { name: "SPLIT_PAGE_POSITION", value: "0.1", url: origin() },
  ]);
  await page.goto("/");
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(decodeURIComponent(cookies.SPLITS ?? "").split(",")).toContain("step_one_quiz_variants");
  for (const step of ["STEP_FINAL", "STEP_PURCHASE", "STEP_THANK_YOU", "STEP_WEB_CABINET"]) {
    expect(Number(cookies[`SPLIT_${step}_POSITION`]), step).toBeGreaterThanOrEqual(0);
  }
  // The browser keeps the same assignment in SPLITS_STATE (local storage).
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("SPLITS_STATE")))
    .toContain("step_one_quiz_variants");
  const state = JSON.parse(
    (await page.evaluate(() => window.localStorage.getItem("SPLITS_STATE")))!,
  );
  expect(state.stepsPositions.step_one).toBe(0.1);
  expect(String(state.stepsPositions.step_final)).toBe(cookies.SPLIT_STEP_FINAL_POSITION);
});

test("split tests are off when st is 0", async ({ page, context }) => {
  await setPagePosition(page, "0.9");
  await page.goto("/?st=0");
  await expect(page.getByTestId("home-hero-title")).toHaveAttribute("data-variant", "control");
  const splits = (await context.cookies()).find((c) => c.name === "SPLITS");
  expect(splits).toBeUndefined();
});

test("crawlers are never assigned", async ({ playwright, baseURL }) => {
  const crawler = await playwright.request.newContext({
    baseURL,
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)",
    extraHTTPHeaders: { cookie: "SPLIT_PAGE_POSITION=0.9; SPLIT_STEP_ONE_POSITION=0.1" },
  });
  const response = await crawler.get("/", { maxRedirects: 0 });
  // No page-split redirect, and no experiment cookie written.
  expect(response.status()).toBe(200);
  const written = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.split("=")[0]);
  expect(written).toContain("proxy_user_id");
  expect(written.filter((name) => name?.startsWith("SPLIT"))).toEqual([]);
  await crawler.dispose();
});
