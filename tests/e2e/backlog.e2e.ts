import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./staff-helpers";

/*
 * The A/B-test backlog (docs/ab-backlog.md): growth adds two hypotheses with different ICE
 * scores, sees their order flip between ?hypothesisSort=desc and asc, links one to a demo
 * split (only an existing one is accepted) and sees the link to its results; the analyst
 * reads the backlog without the form.
 */

async function addHypothesis(page: Page, title: string, factor: string): Promise<void> {
  const form = page.getByTestId("new-hypothesis");
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Impact (1–10)").fill(factor);
  await form.getByLabel("Confidence (1–10)").fill(factor);
  await form.getByLabel("Ease (1–10)").fill(factor);
  await expect(form.getByTestId("ice-score")).toHaveText(`ICE score: ${Number(factor) ** 3}`);
  await form.getByRole("button", { name: "Add hypothesis" }).click();
  await expect(form.getByTestId("hypothesis-message")).toHaveText("Added to the backlog.");
  await expect(page.locator(`[data-testid="hypothesis-row"][data-title="${title}"]`)).toBeVisible();
}

async function expectOrder(page: Page, first: string, second: string): Promise<void> {
  await expect(async () => {
    const titles = await page.getByTestId("hypothesis-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-title")));
    expect(titles.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(first)).toBeLessThan(titles.indexOf(second));
  }).toPass();
}

test("growth adds two hypotheses, flips the order by score and links one to a split", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const high = `E2E strong ${stamp}`;
  const low = `E2E weak ${stamp}`;
  await signInAsStaff(page, "growth@platewise.local", "/mgmt/backlog-of-ab-tests?hypothesisSort=desc");
  await addHypothesis(page, high, "9");
  await addHypothesis(page, low, "2");

  await expectOrder(page, high, low);
  await page.getByTestId("sort-by-score").click();
  await expect(page).toHaveURL(/hypothesisSort=asc/);
  await expectOrder(page, low, high);
  await page.goto("/mgmt/backlog-of-ab-tests?hypothesisSort=desc");
  await expectOrder(page, high, low);
  await page.goto("/mgmt/backlog-of-ab-tests?hypothesisSort=nonsense");
  await expectOrder(page, high, low);

  // Link the strong one to a demo split: a name that is no split is refused.
  await page.getByRole("link", { name: high }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(high);
  const form = page.getByTestId("edit-hypothesis");
  await form.getByLabel("Linked split (optional)").fill(`no_such_split_${stamp}`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByTestId("hypothesis-message")).toContainText("There is no split named");
  await form.getByLabel("Linked split (optional)").fill("step_final_price_packages");
  await form.getByRole("button", { name: "Save" }).click();
  const link = page.getByTestId("hypothesis-facts").getByTestId("split-link");
  await expect(link).toHaveText("step_final_price_packages");
  await expect(link).toHaveAttribute("href", "/mgmt/splits/step_final_price_packages/results");
  await expect(page.getByTestId("version-history")).toContainText("v2");

  await page.goto("/mgmt/backlog-of-ab-tests?hypothesisSort=desc");
  await expect(page.locator(`[data-testid="hypothesis-row"][data-title="${high}"]`).getByTestId("split-link")).toHaveAttribute(
    "href",
    "/mgmt/splits/step_final_price_packages/results",
  );
});

test("the analyst reads the backlog without the form", async ({ page }) => {
  await signInAsStaff(page, "analyst@platewise.local", "/mgmt/backlog-of-ab-tests?hypothesisSort=desc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A/B-test backlog");
  await expect(page.getByTestId("read-only")).toBeVisible();
  await expect(page.getByTestId("new-hypothesis")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add hypothesis" })).toHaveCount(0);
});
