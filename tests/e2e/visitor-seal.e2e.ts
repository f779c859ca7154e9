import { test, expect, type Page } from "@playwright/test";

/*
 * The site token names the visitor's own id only when the browser holds the HttpOnly seal the
 * server set beside it; a proxy_user_id cookie set to somebody else's id gets a token for a
 * new random id (docs/api.md, POST /v4.0/site/auth).
 */

const credential = process.env.NEXT_PUBLIC_SITE_CREDENTIAL || "platewise-development-site-credential";

async function tokenUuid(page: Page): Promise<string> {
  return page.evaluate(async (token) => {
    const response = await fetch("/v4.0/site/auth", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
    const body = (await response.json()) as { token: string };
    const payload = body.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
    return (JSON.parse(atob(payload)) as { uuid: string }).uuid;
  }, credential);
}

test("a first visit gets its id with an HttpOnly seal, and its site token names that id", async ({ page, context }) => {
  await page.goto("/dmca");
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies.proxy_user_id?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(cookies.proxy_user_seal).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("proxy_user_seal");
  expect(await tokenUuid(page)).toBe(cookies.proxy_user_id!.value);
});

test("another browser that copies the id into its proxy_user_id cookie gets no token for it", async ({ browser, baseURL }) => {
  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  await victimPage.goto(`${baseURL}/dmca`);
  const victimId = (await victim.cookies()).find((c) => c.name === "proxy_user_id")!.value;
  await victim.close();

  const attacker = await browser.newContext();
  await attacker.addCookies([{ name: "proxy_user_id", value: victimId, url: baseURL! }]);
  const page = await attacker.newPage();
  await page.goto(`${baseURL}/dmca`);
  // The proxy keeps the cookie it was sent, but sets no seal for an id it did not mint.
  const cookies = await attacker.cookies();
  expect(cookies.find((c) => c.name === "proxy_user_id")?.value).toBe(victimId);
  expect(cookies.find((c) => c.name === "proxy_user_seal")).toBeUndefined();
  const uuid = await tokenUuid(page);
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  expect(uuid).not.toBe(victimId);
  await attacker.close();
});
