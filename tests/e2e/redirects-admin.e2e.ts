import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-helpers";

/*
 * The redirect editor (docs/redirect-admin.md): growth creates a configuration that only a
 * visitor with its own tm1 marker meets, puts it first, sees the tester pick its rule, and a
 * visitor opening /quiz with that marker is redirected to the rule's address. The
 * configuration is deleted at the end, so other tests meet only the demo rules. The analyst
 * reads the list without controls.
 */

test("growth creates a redirect, tests it, a visitor is redirected, and it is deleted again", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `e2e-redirect-${stamp}`;
  const marker = `e2e${stamp}`;
  await signInAsStaff(page, "growth@platewise.local", "/mgmt/redirects");

  await page.getByLabel(/^New configuration name/).fill(name);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page).toHaveURL(`/mgmt/redirects/${name}?new=1`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`New redirect configuration “${name}”`);

  // The run condition is checked while typing.
  const condition = page.getByLabel(/^Run condition/);
  await condition.fill("tm1 == (");
  await expect(page.getByTestId("condition-check")).toContainText("Cannot read the condition");
  await condition.fill(`tm1 == '${marker}'`);
  await expect(page.getByTestId("condition-check")).toHaveText("The condition reads fine.");

  const row = page.getByTestId("rule-row").first();
  await row.getByLabel("Quiz address").fill("/fasting-woman-2968/step-age");
  await row.getByLabel("tm2").fill(marker);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Redirect configuration “${name}”`);
  await expect(page.getByTestId("version-history")).toContainText("v1");

  // Put it first: configurations are tried from the top and the demo rules match everyone.
  await page.goto("/mgmt/redirects");
  const items = page.getByTestId("redirect-item");
  const count = await items.count();
  for (let i = 0; i < count - 1; i++) await page.getByRole("button", { name: `Move up ${name}` }).click();
  await expect(items.first()).toHaveAttribute("data-name", name);
  await page.getByRole("button", { name: "Save order" }).click();
  await expect(page.getByRole("status")).toHaveText("Order saved. It is live.");

  // The tester runs the engine and highlights the rule that hit.
  const tester = page.getByTestId("redirect-tester");
  await tester.getByLabel(/^Address opened/).fill("/quiz");
  await tester.getByLabel(/^Query/).fill(`tm1=${marker}`);
  await tester.getByRole("button", { name: "Test" }).click();
  await expect(tester.getByTestId("tester-verdict")).toContainText(`Configuration ${name}, rule 1: /fasting-woman-2968/step-age?tm2=${marker}`);
  await expect(tester.locator('[data-testid="tester-rule"][data-hit="true"]')).toContainText("/fasting-woman-2968/step-age");
  await expect(tester.getByTestId("tester-target")).toContainText(`/fasting-woman-2968/step-age?tm1=${marker}&tm2=${marker}`);

  // A visitor in a fresh browser is redirected (instances pick the change up within seconds).
  // Outside the demo step_one experiment, whose quiz_page instruction would come before the rules.
  const visitorContext = await browser.newContext();
  await visitorContext.addCookies([
    { name: "SPLIT_STEP_ONE_POSITION", value: "0.99", url: baseURL! },
    { name: "SPLIT_PAGE_POSITION", value: "0.1", url: baseURL! },
  ]);
  const visitor = await visitorContext.newPage();
  await expect(async () => {
    await visitor.goto(`/quiz?tm1=${marker}`);
    expect(new URL(visitor.url()).pathname).toMatch(/\/fasting-woman-2968\/step-age$/);
  }).toPass({ timeout: 30_000 });
  expect(new URL(visitor.url()).searchParams.get("tm2")).toBe(marker);
  await visitorContext.close();

  // Clean up: delete it.
  await page.goto(`/mgmt/redirects/${name}`);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL("/mgmt/redirects");
  await expect(page.locator(`[data-testid="redirect-item"][data-name="${name}"]`)).toHaveCount(0);
});

test("the analyst reads the redirects without controls", async ({ page }) => {
  await signInAsStaff(page, "analyst@platewise.local", "/mgmt/redirects");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Redirects");
  await expect(page.locator('[data-testid="redirect-item"][data-name="quiz_by_gender_and_age"]')).toBeVisible();
  await expect(page.getByTestId("read-only")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save order" })).toHaveCount(0);
  await page.getByRole("link", { name: "quiz_by_gender_and_age" }).click();
  await expect(page.getByTestId("rules-table")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(page.getByTestId("read-only")).toBeVisible();
});
