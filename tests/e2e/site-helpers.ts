import { expect, type Page } from "@playwright/test";

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

