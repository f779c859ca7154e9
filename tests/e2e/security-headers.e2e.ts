import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIResponse, type Page, type Response } from "@playwright/test";
import { signInAsStaff } from "./staff-helpers";

/** Every response: no framing, no sniffing, a short referrer, no powerful features. */
function expectStaticHeaders(headers: Record<string, string>): void {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  }
  // Served over plain http here: the browser must not be pinned to https.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** The page policy: a nonce for our scripts, nothing inline, and nobody may frame us. */
function pageNonce(response: Response | APIResponse): string {
  const headers = response.headers();
  expectStaticHeaders(headers);
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).not.toContain("upgrade-insecure-requests");
  expect(policy.match(/script-src [^;]*'unsafe-inline'/)).toBeNull();
  return /'nonce-([^']+)'/.exec(policy)![1]!;
}

/** Collects every CSP violation the page reports, from the console and from the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

const pages = [
  { name: "the home page", path: "/?country=DE", ready: "[data-testid=page-loader]" },
  { name: "a quiz step", path: "/fasting-mix-2968/step-gender?country=DE", ready: "[data-testid=quiz-step]" },
  { name: "the Arabic home page", path: "/ar?country=DE", ready: "[data-testid=page-loader]" },
  { name: "a legal page", path: "/privacy-policy?country=DE", ready: "[data-testid=page-loader]" },
];

for (const { name, path, ready } of pages) {
  test(`${name} runs its scripts and the consent banner under the nonce policy, with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    const nonce = pageNonce(response!);
    await expect(page.locator(ready).first()).toBeAttached();
    // The Consent Mode defaults ran: fixed inline text, allowed by its hash (and carrying this
    // response's nonce on a prerendered page, where the server stamps every script).
    await page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer));
    expect(["", nonce]).toContain(await page.locator("#consent-mode-defaults").evaluate((s: HTMLScriptElement) => s.nonce));
    // The consent manager (bundled, loaded by our nonced scripts) shows its banner in DE.
    await page.waitForFunction(() => document.documentElement.classList.contains("show--consent"), null, { timeout: 10_000 });
    await expect(page.locator("#cc-main .cm__title")).toBeVisible();
    await page.locator('#cc-main .cm__btn[data-role="all"]').click();
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });
}

test("the quiz answers and moves on under the policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/fasting-mix-2968/step-gender?country=US");
  const before = page.url();
  await page.locator("[data-testid^=quiz-option-]").first().click();
  await page.waitForURL((url) => url.toString() !== before, { timeout: 15_000 });
  await expect(page.getByTestId("quiz-step")).toBeVisible();
  expect(violations).toEqual([]);
});

test("the design system page (management area) has its own nonce policy; toasts work", async ({ page }) => {
  await signInAsStaff(page, "support@platewise.local", "/mgmt/design");
  const violations = await watchViolations(page);
  const response = await page.goto("/mgmt/design");
  const nonce = pageNonce(response!);
  expect(await page.locator("script[nonce]").first().evaluate((s: HTMLScriptElement) => s.nonce)).toBe(nonce);
  await page.getByTestId("toast-success").click();
  await expect(page.locator("[data-sonner-toast][data-type='success']")).toBeVisible();
  // The management area skips the visitor steps: no country, visitor or split cookies.
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain("countryCode");
  expect(cookies).not.toContain("proxy_user_id");
  expect(violations).toEqual([]);
});

test("every response gets a fresh nonce, so a nonce seen once is worthless", async ({ request }) => {
  const first = pageNonce(await request.get("/privacy-policy"));
  const second = pageNonce(await request.get("/privacy-policy"));
  expect(first).not.toBe(second);
  const visitorNonce = pageNonce(await request.get("/privacy-policy", { headers: { "x-nonce": first } }));
  expect(visitorNonce).not.toBe(first);
});

test("API answers and files carry the headers; API answers load nothing and cannot be framed", async ({ request }) => {
  for (const path of ["/api/health", "/v4.0/site/auth"]) {
    const response = await request.get(path);
    expectStaticHeaders(response.headers());
    expect(response.headers()["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  const html = await (await request.get("/privacy-policy")).text();
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)![0];
  for (const path of ["/images/salad-bowl.jpg", chunk]) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expect(file.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("a redirect answered by the proxy carries the headers too", async ({ request }) => {
  const response = await request.get("/en/privacy-policy", { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(response.headers()["x-frame-options"]).toBe("DENY");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test.describe("a hostile site that frames our page", () => {
  let server: Server;
  let origin: string;
  test.beforeAll(async ({ baseURL }) => {
    server = createServer((_, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><title>Win a prize</title><iframe id="victim" src="${baseURL}/privacy-policy" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("gets no frame content: the browser refuses to render us inside it", async ({ page, baseURL }) => {
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("frame-ancestors") || message.text().includes("X-Frame-Options")) blocked.push(message.text());
    });
    const siteLoaded = page.waitForResponse((r) => r.url() === `${baseURL}/privacy-policy`);
    await page.goto(`${origin}/`);
    // The site answered the frame's request, yet the browser shows nothing of it.
    expect((await siteLoaded).status()).toBe(200);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    const content = await frame!.evaluate(() => document.body?.innerText ?? "").catch(() => "");
    expect(content).not.toContain("Platewise");
    expect(await frame!.locator("[data-testid=page-loader], header").count().catch(() => 0)).toBe(0);
  });
});
