import { expect, type BrowserContext, type Page } from "@playwright/test";
import { SignJWT } from "jose";

/** Opens a page with the country pinned (the e2e server allows `?country=XX`). */
export async function openAs(page: Page, path: string, country: string): Promise<void> {
  const url = `${path}${path.includes("?") ? "&" : "?"}country=${country}`;
  await page.goto(url);
  await expect(page.getByTestId("page-loader")).toBeHidden({ timeout: 5_000 });
}

export async function openMenu(page: Page): Promise<void> {
  await page.getByTestId("menu-button").click();
  await expect(page.getByTestId("burger-menu")).toBeVisible();
}

/** A signed session cookie as the sign-in will set it (development secret of the test server). */
export async function signIn(context: BrowserContext, claims: { uuid: string; email: string; staff?: boolean }): Promise<void> {
  const secret = process.env.SITE_TOKEN_SECRET || "platewise-development-site-token-secret-change-in-production";
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setAudience("platewise-session")
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(secret));
  await context.addCookies([{ name: "session", value: token, domain: "127.0.0.1", path: "/" }]);
}
