import { test, expect, type BrowserContext, type Page } from "@playwright/test";

/*
 * Attribution end to end: the proxy's first touch, the browser sync into local storage and a
 * stored analytics event. The event is read back through GET /api/events (the visitor's own
 * events), so the server needs ANALYTICS_READBACK=true when it runs in production mode.
 */

const year = 365 * 24 * 60 * 60;

async function cookieMap(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
}

async function storedUtm(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem("userProperties");
    return raw ? (JSON.parse(raw) as { campaignUTMParams?: { value: Record<string, string> } }).campaignUTMParams?.value : undefined;
  });
}

type StoredEvent = { name: string; url: string | null; clickIds: Record<string, string> };

test("a landing from an ad is attributed, and a new campaign replaces it", async ({ page, context }) => {
  const before = Date.now();
  await page.goto("/?utm_source=fb&utm_campaign=c1&fbclid=abc");

  const first = await cookieMap(context);
  expect(first.utm_source?.value).toBe("fb");
  expect(first.utm_campaign?.value).toBe("c1");
  expect(first.fbclid?.value).toBe("abc");
  expect(first.custom_fbc?.value).toMatch(/^fb\.1\.\d{13}\.abc$/);
  const fbcTime = Number(first.custom_fbc!.value.split(".")[2]);
  expect(fbcTime).toBeGreaterThanOrEqual(before - 1000);
  expect(first.proxy_user_id?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  for (const name of ["utm_source", "utm_campaign", "fbclid", "custom_fbc", "proxy_user_id"]) {
    expect(first[name]!.path).toBe("/");
    expect(first[name]!.expires - before / 1000).toBeGreaterThan(year - 86_400);
    expect(first[name]!.expires - before / 1000).toBeLessThan(year + 86_400);
  }

  await expect.poll(() => storedUtm(page)).toEqual({ utmSource: "fb", utmCampaign: "c1" });

  await expect
    .poll(
      async () => {
        const response = await page.request.get("/api/events");
        if (!response.ok()) return `status ${response.status()}`;
        const { events } = (await response.json()) as { events: StoredEvent[] };
        return events.find((e) => e.name === "page_view" && e.url?.includes("utm_campaign=c1"))?.clickIds;
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ fbclid: "abc", custom_fbc: first.custom_fbc!.value });

  await page.goto("/?utm_source=fb&utm_campaign=c2");
  const second = await cookieMap(context);
  expect(second.utm_source?.value).toBe("fb");
  expect(second.utm_campaign?.value).toBe("c2");
  expect(second.fbclid).toBeUndefined();
  expect(second.custom_fbc).toBeUndefined();
  expect(second.proxy_user_id?.value).toBe(first.proxy_user_id!.value);
  await expect.poll(() => storedUtm(page)).toEqual({ utmSource: "fb", utmCampaign: "c2" });
});

test("a visitor without JavaScript is attributed by the server", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/?utm_source=google&utm_campaign=search1&gclid=g-1");
  const cookies = await cookieMap(context);
  expect(cookies.utm_source?.value).toBe("google");
  expect(cookies.gclid?.value).toBe("g-1");
  expect(cookies.proxy_user_id?.value).toMatch(/^[0-9a-f-]{36}$/);
  await context.close();
});
