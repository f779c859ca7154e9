import { expect, type Page } from "@playwright/test";

/** The demo seed's staff password (docs/staff.md); each role has its own demo account. */
export const demoStaffPassword = "platewise-demo-admin";

/** Signs in through the staff sign-in form as a demo staff member and lands on `next`. */
export async function signInAsStaff(page: Page, email: string, next: string): Promise<void> {
  await page.goto(`/mgmt/signin?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(demoStaffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(next);
}
