import { expect, test, type Locator, type Page } from "@playwright/test";

/*
 * The page loader of a session's first view (docs/design-system.md, "Loader") shows only while
 * the page is still arriving and never lies over a step that is ready: on a phone with a slow
 * CPU, an answer tapped as soon as it shows is never lost.
 */
test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const firstStep = "/fasting-mix-2968/step-gender";

/** A phone's CPU (four times slower than this machine's), on a page served warm. */
async function openOnPhone(page: Page, path: string): Promise<void> {
  // The server renders a prerendered step on its first request: that is not what is measured.
  expect((await page.request.get(path)).ok()).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "commit" });
}

/** Where a finger aimed at the middle of `target` lands: on it, or on something above it. */
async function fingerPoint(target: Locator): Promise<{ x: number; y: number; onTarget: boolean }> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return { x, y, onTarget: top !== null && element.contains(top) };
  });
}

test("a session's first step takes the first tap: no loader lies over a visible answer", async ({ page }) => {
  await openOnPhone(page, firstStep);
  const answer = page.getByTestId("quiz-option-female");
  await expect(answer).toBeVisible();
  await expect(answer).toBeEnabled();
  // Checked once, at the moment the answer shows (no retrying): nothing covers it.
  const point = await fingerPoint(answer);
  expect(point.onTarget).toBe(true);
  expect(await page.getByTestId("page-loader").isVisible()).toBe(false);
  await page.touchscreen.tap(point.x, point.y);
  await expect(page.getByTestId("quiz-step")).toHaveAttribute("data-step", "step-age");
  await expect(page).toHaveURL(/\/fasting-mix-2968\/step-age$/);
  // This was the session's first view: later pages never show the loader.
  expect(await page.evaluate(() => document.documentElement.className)).not.toContain("pw-loading");
  expect(await page.evaluate(() => sessionStorage.getItem("pw:loader-shown"))).toBe("1");
});

test("the Arabic first step takes the first tap too", async ({ page }) => {
  await openOnPhone(page, `/ar${firstStep}`);
  const answer = page.getByTestId("quiz-option-male");
  await expect(answer).toBeVisible();
  await expect(answer).toBeEnabled();
  const point = await fingerPoint(answer);
  expect(point.onTarget).toBe(true);
  await page.touchscreen.tap(point.x, point.y);
  await expect(page.getByTestId("quiz-step")).toHaveAttribute("data-step", "step-age");
  await expect(page).toHaveURL(/\/ar\/fasting-mix-2968\/step-age$/);
});

test("while the page is still arriving the loader shows, for 2 s at most, once per session", async ({ page }) => {
  // The page stops arriving right after the loader: a script it must run first never comes.
  await page.route("**/held-by-test.js", () => undefined);
  await page.route(firstStep, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const nonce = /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1] ?? "";
    const loaderEnd = html.indexOf("</div>", html.indexOf('data-testid="page-loader"')) + "</div>".length;
    const held = `<script src="/held-by-test.js" nonce="${nonce}"></script>`;
    await route.fulfill({ response, body: html.slice(0, loaderEnd) + held + html.slice(loaderEnd) });
  });
  await page.goto(firstStep, { waitUntil: "commit" });
  const loader = page.getByTestId("page-loader");
  await expect(loader).toBeVisible();
  await expect(page.getByTestId("quiz-step")).toHaveCount(0);
  // The page never finishes: only the loader's own limit takes it away.
  await expect(loader).toBeHidden();
  await expect(page.getByTestId("quiz-step")).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto(`/de${firstStep}`);
  await expect(page.getByTestId("quiz-step")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.className)).not.toContain("pw-loading");
});
