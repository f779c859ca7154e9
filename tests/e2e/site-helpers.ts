import { expect, type BrowserContext, type Page } from "@playwright/test";
import { SignJWT } from "jose";
import e2eSecrets from "./e2e-secrets.json" with { type: "json" };

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

/** The session cookie and its readable `userId` hint as the sign-in sets them, signed with the test server's session key. */
export async function signIn(context: BrowserContext, claims: { uuid: string; email: string; staff?: boolean }): Promise<void> {
  const [signer] = e2eSecrets.SESSION_KEYS.split(",");
  const colon = signer!.indexOf(":");
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", kid: signer!.slice(0, colon) })
    .setIssuer("platewise")
    .setAudience("platewise-session")
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(signer!.slice(colon + 1)));
  await context.addCookies([
    { name: "session", value: token, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" },
    { name: "userId", value: claims.uuid, domain: "127.0.0.1", path: "/", sameSite: "Lax" },
  ]);
}
