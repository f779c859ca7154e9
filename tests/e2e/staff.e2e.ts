import { expect, test, type Page } from "@playwright/test";
import { totpFromUri } from "../integration/staff/totp";

// The demo seed's staff (docs/staff.md). The two-factor test adds an account of its own, so
// no other test meets its code step while it runs in parallel.
const demoPassword = "platewise-demo-admin";

async function staffSignIn(page: Page, email: string, next = "/mgmt/account", password = demoPassword): Promise<void> {
  await page.goto(`/mgmt/signin?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a visitor is sent to the staff sign-in from every management page", async ({ page }) => {
  for (const path of ["/mgmt/account", "/mgmt/design", "/mgmt/account/staff"]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/mgmt/signin?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  }
});

test("a wrong password is refused with a clear message", async ({ page }) => {
  await page.goto("/mgmt/signin");
  await page.getByLabel("E-mail").fill("support@platewise.local");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("staff-signin-error")).toHaveText("The e-mail or password is not right.");
});

test("the admin signs in, sees the staff list, and the Admin badge on the site", async ({ page }) => {
  await staffSignIn(page, "admin@platewise.local");
  await expect(page).toHaveURL("/mgmt/account");
  await expect(page.getByTestId("staff-identity")).toHaveText("Signed in as admin@platewise.local (admin)");
  await page.goto("/mgmt/account/staff");
  await expect(page.getByTestId("staff-list")).toContainText("growth@platewise.local");
  await page.goto("/contact");
  await expect(page.getByTestId("admin-badge")).toHaveAttribute("href", "/mgmt");
  await page.goto("/de/faq");
  await expect(page.getByTestId("admin-badge")).toBeVisible();
  // Signed out: the badge goes with the session.
  await page.goto("/mgmt/account");
  await page.getByTestId("staff-sign-out").click();
  await expect(page).toHaveURL(/\/mgmt\/signin/);
  await page.goto("/contact");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("admin-badge")).toHaveCount(0);
});

test("growth and support may open their pages but get the 403 page for staff accounts", async ({ browser }) => {
  for (const email of ["growth@platewise.local", "support@platewise.local"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await staffSignIn(page, email, "/mgmt/design");
    await expect(page).toHaveURL("/mgmt/design");
    const response = await page.goto("/mgmt/account/staff");
    expect(response?.status()).toBe(403);
    await expect(page.getByTestId("mgmt-forbidden")).toContainText("Not allowed");
    await context.close();
  }
});

test("visitors and customers never see the Admin badge", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("admin-badge")).toHaveCount(0);
  const answer = await page.request.get("/api/staff-auth/viewer");
  expect(await answer.json()).toEqual({ staff: false });
});

test("an admin adds a staff member, who signs in with the password shown once and sets up two-factor", async ({ page, browser }) => {
  // Three sign-ins (the admin's, the new member's, then with two-factor) in one journey.
  test.setTimeout(120_000);
  await staffSignIn(page, "admin@platewise.local", "/mgmt/account/staff");
  await expect(page).toHaveURL("/mgmt/account/staff");
  const add = page.getByTestId("add-staff");
  await add.getByLabel("Work e-mail").fill("not an address");
  await add.getByRole("button", { name: "Add" }).click();
  await expect(page.getByTestId("add-staff-error")).toHaveText("Enter a valid e-mail address.");
  await add.getByLabel("Work e-mail").fill("growth@platewise.local");
  await add.getByRole("button", { name: "Add" }).click();
  await expect(page.getByTestId("add-staff-error")).toContainText("already has a staff account");

  const email = `two-factor-${Date.now()}@platewise.local`;
  await add.getByLabel("Work e-mail").fill(email);
  await add.getByLabel("Role").selectOption("analyst");
  await add.getByRole("button", { name: "Add" }).click();
  await expect(page.getByTestId("add-staff-added")).toContainText(email);
  const password = ((await page.getByTestId("add-staff-password").textContent()) ?? "").trim();
  expect(password).toMatch(/^[\w]{5}(-[\w]{5}){3}$/);
  await expect(page.getByTestId("staff-list")).toContainText(email);

  const own = await browser.newContext();
  const member = await own.newPage();
  await staffSignIn(member, email, "/mgmt/account", password);
  await expect(member).toHaveURL("/mgmt/account");
  await expect(member.getByTestId("staff-identity")).toHaveText(`Signed in as ${email} (analyst)`);
  await expect(member.getByTestId("two-factor-state")).toContainText("sign-in is off");
  await member.getByLabel("Your password").fill(password);
  await member.getByRole("button", { name: "Set up two-factor" }).click();
  await expect(member.getByTestId("two-factor-qr")).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect(member.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  const uri = (await member.getByTestId("two-factor-uri").textContent()) ?? "";
  await member.getByLabel("Code from the app").fill(totpFromUri(uri));
  await member.getByRole("button", { name: "Turn on" }).click();
  await expect(member.getByTestId("two-factor-state")).toContainText("sign-in is on");

  // A new sign-in now asks for the app's code; a wrong one is refused.
  const other = await browser.newContext();
  const second = await other.newPage();
  await staffSignIn(second, email, "/mgmt/account", password);
  await expect(second.getByTestId("staff-code-form")).toBeVisible();
  await second.getByLabel("Code").fill("000000");
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second.getByTestId("staff-signin-error")).toContainText("not valid");
  await second.getByLabel("Code").fill(totpFromUri(uri));
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second).toHaveURL("/mgmt/account");
  await other.close();
  await own.close();

  // The admin's list shows two-factor on for the new member.
  await page.reload();
  await expect(page.getByTestId("staff-list").locator("tr", { hasText: email })).toContainText("On");
});

test("each role signs in and sees the management header with the areas it may open", async ({ browser }) => {
  // Four whole sign-ins, each with several pages: more than the default budget of one journey.
  test.setTimeout(120_000);
  const expected: Record<string, { shows: string[]; hides: string[]; allowed: string; refused?: string }> = {
    "admin@platewise.local": { shows: ["home", "funnels", "splits", "supportProxy", "staff"], hides: [], allowed: "/mgmt/account/staff" },
    "growth@platewise.local": { shows: ["home", "funnels", "finalPages", "landingPages", "splits", "redirects", "backlog"], hides: ["supportProxy", "staff"], allowed: "/mgmt/lp-admin", refused: "/mgmt/account/staff" },
    "support@platewise.local": { shows: ["home", "supportProxy", "account"], hides: ["staff"], allowed: "/mgmt/funnel-admin", refused: "/mgmt/account/staff" },
    "analyst@platewise.local": { shows: ["home", "funnels", "backlog"], hides: ["supportProxy", "staff"], allowed: "/mgmt/final-admin", refused: "/mgmt/account/staff" },
  };
  for (const [email, want] of Object.entries(expected)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await staffSignIn(page, email, "/mgmt");
    await expect(page).toHaveURL("/mgmt");
    const header = page.getByTestId("mgmt-header");
    await expect(header.getByTestId("mgmt-identity")).toContainText(email);
    await expect(header.getByTestId("mgmt-nav-home")).toHaveAttribute("aria-current", "page");
    for (const key of want.shows) await expect(header.getByTestId(`mgmt-nav-${key}`), `${email} ${key}`).toBeVisible();
    for (const key of want.hides) await expect(header.getByTestId(`mgmt-nav-${key}`), `${email} ${key}`).toHaveCount(0);
    expect((await page.goto(want.allowed))?.status(), `${email} ${want.allowed}`).toBe(200);
    if (want.refused) expect((await page.goto(want.refused))?.status(), `${email} ${want.refused}`).toBe(403);
    // Previews are drawn as visitors see them: no management header there.
    await page.goto("/mgmt/final-admin/preview?slug=default&version=0&locale=en");
    await expect(page.getByTestId("final-preview")).toBeVisible();
    await expect(page.getByTestId("mgmt-header")).toHaveCount(0);
    await context.close();
  }
});
