import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { openAs } from "./site-helpers";

/*
 * Consent before tracking, in a real browser: where consent is required, an ad landing stores
 * no click id and sends no analytics event until the visitor chooses; accepting stores them
 * and sends the held events, refusing stores and sends nothing. In the US they are stored at
 * once, except under Global Privacy Control; in Japan at once, with no banner. And the cookies
 * that open a session are out of reach of page scripts.
 */

const landing = "/?fbclid=abc&gclid=xyz&utm_source=fb&utm_campaign=c1";
const clickIdCookies = ["fbclid", "gclid", "custom_fbc"];

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name);
}

/** Every POST to /api/events the page makes (beacons included; their bodies are not visible). */
function watchEvents(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events" && request.method() === "POST") posts.push(request.postData() ?? "");
  });
  return posts;
}

const bannerShown = (page: Page) =>
  page.waitForFunction(() => document.documentElement.classList.contains("show--consent"), null, { timeout: 8_000 });

const storedProfile = (page: Page) => page.evaluate(() => localStorage.getItem("userProperties"));

test("DE: no click id and no event before a choice; accepting stores the click ids and sends the events", async ({ page, context }) => {
  const posts = watchEvents(page);
  await openAs(page, landing, "DE");
  await bannerShown(page);
  // The event queue sends within 2 s: nothing may have gone while the banner waited.
  await page.waitForTimeout(2_500);
  const before = await cookieNames(context);
  for (const name of [...clickIdCookies, "utm_source", "utm_campaign"]) expect(before).not.toContain(name);
  expect(before).toContain("proxy_user_id");
  expect(await storedProfile(page)).toBeNull();
  expect(posts).toEqual([]);

  await page.locator('#cc-main .cm__btn[data-role="all"]').click();
  await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining([...clickIdCookies, "utm_source"]));
  await expect.poll(() => posts.length, { timeout: 10_000 }).toBeGreaterThan(0);
  // The held page view went with the click ids the visitor allowed (read back from the server).
  await expect
    .poll(async () => {
      const response = await page.request.get("/api/events");
      if (!response.ok()) return `status ${response.status()}`;
      const { events } = (await response.json()) as { events: Array<{ name: string; clickIds: Record<string, string> }> };
      return events.find((e) => e.name === "page_view")?.clickIds;
    }, { timeout: 15_000 })
    .toMatchObject({ fbclid: "abc", gclid: "xyz" });
  expect(await storedProfile(page)).toContain('"fbclid":"abc"');
});

test("DE: refusing stores nothing and sends nothing", async ({ page, context }) => {
  const posts = watchEvents(page);
  await openAs(page, landing, "DE");
  await bannerShown(page);
  await page.locator('#cc-main .cm__btn[data-role="necessary"]').click();
  await page.waitForTimeout(3_000);
  const after = await cookieNames(context);
  for (const name of [...clickIdCookies, "utm_source", "utm_campaign"]) expect(after).not.toContain(name);
  expect(await storedProfile(page)).toBeNull();
  expect(posts).toEqual([]);

  // The next page, with the refusal saved, stores nothing either.
  await page.goto("/dmca?gclid=again");
  await page.waitForTimeout(2_500);
  expect(await cookieNames(context)).not.toContain("gclid");
  expect(posts).toEqual([]);
});

test("US: the click ids are stored at once and events are sent", async ({ page, context }) => {
  const posts = watchEvents(page);
  await openAs(page, landing, "US");
  expect(await cookieNames(context)).toEqual(expect.arrayContaining(clickIdCookies));
  await expect.poll(() => posts.length, { timeout: 10_000 }).toBeGreaterThan(0);
});

test("US with Sec-GPC: 1: no click id is stored, the ad signals start denied", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "Sec-GPC": "1" } });
  // A browser with Global Privacy Control on sends the header and exposes the same signal.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  const page = await context.newPage();
  await openAs(page, landing, "US");
  await page.waitForTimeout(2_500);
  const names = await cookieNames(context);
  for (const name of clickIdCookies) expect(names).not.toContain(name);
  expect(names).toEqual(expect.arrayContaining(["utm_source", "utm_campaign"]));
  const defaults = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry) as [string, string, Record<string, string>?])
      .find((entry) => entry[0] === "consent" && entry[1] === "default")?.[2],
  );
  expect(defaults).toMatchObject({ ad_storage: "denied", analytics_storage: "granted" });
  await context.close();
});

test("JP: stored at once and no banner", async ({ page, context }) => {
  await openAs(page, landing, "JP");
  expect(await cookieNames(context)).toEqual(expect.arrayContaining(clickIdCookies));
  await page.waitForTimeout(5_000);
  expect(await page.evaluate(() => document.documentElement.classList.contains("show--consent"))).toBe(false);
});

test("page scripts never see the site token, and it is stored HttpOnly", async ({ page, context }) => {
  await openAs(page, "/dmca", "US");
  const credential = process.env.NEXT_PUBLIC_SITE_CREDENTIAL || "platewise-development-site-credential";
  const status = await page.evaluate(async (token) => {
    const response = await fetch("/v4.0/site/auth", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    return response.status;
  }, credential);
  expect(status).toBe(200);
  const token = (await context.cookies()).find((c) => c.name === "token");
  expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const visible = await page.evaluate(() => document.cookie.split(/;\s*/).map((pair) => pair.split("=")[0]));
  for (const name of ["token", "session", "quiz_session"]) expect(visible).not.toContain(name);
});
