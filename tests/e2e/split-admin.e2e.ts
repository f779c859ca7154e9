import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./staff-helpers";

/*
 * The split editors (docs/split-admin.md): growth creates a 50/50 split on the quiz's first
 * step, starts it, a visitor is assigned, the list and the results page count them, the
 * simulator answers; the analyst sees the list without edit buttons. The split is stopped at
 * the end so later runs start from the same state.
 */

async function stopSplit(page: Page, name: string): Promise<void> {
  await page.goto(`/mgmt/splits/${name}`);
  const stop = page.getByTestId("split-stop");
  if ((await stop.count()) === 0) return;
  await stop.click();
  await expect(page.getByTestId("split-status").first()).toHaveAttribute("data-status", "stopped");
}

test("growth creates and starts a split, a visitor is counted, the simulator answers, the analyst only reads", async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const name = `e2e-split-${Date.now().toString(36)}`;
  await signInAsStaff(page, "growth@platewise.local", "/mgmt/splits");
  try {
    await page.getByTestId("new-split").click();
    await expect(page).toHaveURL("/mgmt/splits/create");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Initial step").selectOption("step_one");
    await page.getByLabel("Participants (%)").fill("100");

    // The run condition is checked while typing.
    const condition = page.getByTestId("split-run-condition-input");
    await condition.fill("country ==");
    await expect(page.getByTestId("split-run-condition-check")).toContainText("cannot be read");
    await condition.fill("");
    await expect(page.getByTestId("split-run-condition-check")).not.toContainText("cannot be read");

    // Two 50/50 groups; a wrong total is named before saving.
    const percents = page.getByTestId("group-percent");
    await expect(percents).toHaveCount(2);
    await percents.nth(1).fill("40");
    await expect(page.getByTestId("group-percent-check")).toContainText("add up to 90");
    await percents.nth(1).fill("50");
    await expect(page.getByTestId("group-percent-check")).not.toContainText("must add up");

    // An instruction built from a key and a typed value, shown as text.
    await page.getByTestId("group-1-instructions").getByTestId("add-instruction").click();
    await page.getByTestId("group-1-instructions").getByTestId("instruction-key").selectOption("low_conversion_segment");
    await expect(page.getByTestId("group-1-instructions").getByTestId("instruction-text")).toHaveText("low_conversion_segment == true");

    await page.getByTestId("split-save").click();
    await expect(page).toHaveURL(`/mgmt/splits/${name}`);
    await expect(page.getByTestId("split-status").first()).toHaveAttribute("data-status", "draft");
    await page.getByTestId("split-start").click();
    await expect(page.getByTestId("split-status").first()).toHaveAttribute("data-status", "running");
    await expect(page.getByTestId("split-change-log")).toContainText("started");

    // A visitor in a new browser context opens the quiz; the position puts them past the demo test's slice.
    const visitorContext = await browser.newContext({ baseURL });
    await visitorContext.addCookies([{ name: "SPLIT_STEP_ONE_POSITION", value: "0.75", url: baseURL! }]);
    const visitor = await visitorContext.newPage();
    await visitor.goto("/quiz");
    await expect.poll(async () => decodeURIComponent((await visitorContext.cookies()).find((cookie) => cookie.name === "SPLITS")?.value ?? "")).toContain(name);
    await visitorContext.close();

    // Exposures are written in the background: the list shows them once stored.
    await expect(async () => {
      await page.goto("/mgmt/splits");
      const count = await page.locator(`[data-testid="split-row"][data-name="${name}"] [data-testid="split-exposures"]`).getAttribute("data-count");
      expect(Number(count)).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 30_000 });

    await page.locator(`[data-testid="split-row"][data-name="${name}"]`).getByTestId("split-results-link").click();
    await expect(page).toHaveURL(`/mgmt/splits/${name}/results`);
    // The results come from aggregates a job refreshes every minute (docs/split-results.md).
    await expect(async () => {
      await page.reload();
      const visitors = await page.getByTestId("split-results-group").evaluateAll((rows) => rows.reduce((sum, row) => sum + Number(row.getAttribute("data-visitors") ?? 0), 0));
      expect(visitors).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 120_000, intervals: [5_000] });

    // The simulator runs the engine on the saved configuration for a given country.
    await page.goto("/mgmt/splits");
    await page.getByTestId("sim-country").fill("DE");
    await page.getByLabel("step_one").fill("0.75");
    await page.getByTestId("sim-run").click();
    await expect(page.locator(`[data-testid="sim-split"][data-name="${name}"]`)).toHaveAttribute("data-participates", "yes");
    await expect(page.locator(`[data-testid="sim-split"][data-name="step_one_quiz_variants"]`)).toHaveAttribute("data-participates", "no");

    // The analyst reads the list and the split, without edit buttons.
    const analystContext = await browser.newContext({ baseURL });
    const analyst = await analystContext.newPage();
    await signInAsStaff(analyst, "analyst@platewise.local", "/mgmt/splits");
    await expect(analyst.locator(`[data-testid="split-row"][data-name="${name}"]`)).toBeVisible();
    await expect(analyst.getByTestId("new-split")).toHaveCount(0);
    await expect(analyst.getByTestId("new-page-split")).toHaveCount(0);
    await analyst.goto(`/mgmt/splits/${name}`);
    await expect(analyst.getByTestId("split-editor")).toBeVisible();
    await expect(analyst.getByTestId("split-save")).toHaveCount(0);
    await expect(analyst.getByTestId("split-stop")).toHaveCount(0);
    await expect(analyst.getByTestId("split-rollback")).toHaveCount(0);
    await analystContext.close();
  } finally {
    await stopSplit(page, name);
  }
});
