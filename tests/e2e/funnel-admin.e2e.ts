import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./staff-helpers";

// The demo seed's staff (docs/staff.md). Each test makes its own funnel, so the demo funnels
// other tests walk through stay as seeded.
const staffSignIn = signInAsStaff;

async function createFunnel(page: Page, name: string): Promise<void> {
  await page.goto("/mgmt/funnel-admin");
  const form = page.getByTestId("create-funnel");
  await form.getByLabel("Name (address)").fill(name);
  await form.getByLabel("Title").fill(`Test ${name}`);
  await form.getByRole("button", { name: "Create funnel" }).click();
  await expect(page).toHaveURL(`/mgmt/funnel-admin/${name}`);
}

async function setTitle(page: Page, title: string): Promise<void> {
  await page.getByTestId("text-title-en").fill(title);
  await page.getByTestId("save-draft").click();
  await expect(page.getByTestId("editor-notice")).toContainText("Draft saved");
  await page.getByTestId("publish").click();
  await expect(page.getByTestId("editor-notice")).toContainText("Published");
}

test("growth edits a step title and publishes; the public step shows it; rollback brings the old one back", async ({ page, browser }) => {
  const name = `e2e-${Date.now().toString(36)}`;
  await staffSignIn(page, "growth@platewise.local", "/mgmt/funnel-admin");
  await createFunnel(page, name);
  await setTitle(page, "What brings you here?");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/${name}/step-goal`);
  await expect(visitorPage.getByTestId("quiz-step")).toContainText("What brings you here?");

  await setTitle(page, "A second title");
  await visitorPage.goto(`/${name}/step-goal`);
  await expect(visitorPage.getByTestId("quiz-step")).toContainText("A second title");

  // Versions: 1 created, 2 first title (published then archived), 3 second title (live).
  await page.getByTestId("rollback-2").click();
  await expect(page.getByTestId("editor-notice")).toContainText("Version 2 is live again");
  await visitorPage.goto(`/${name}/step-goal`);
  await expect(visitorPage.getByTestId("quiz-step")).toContainText("What brings you here?");
  await visitor.close();
});

test("a stale save is refused with who changed it; a broken condition is flagged as you type", async ({ browser }) => {
  const name = `e2e-stale-${Date.now().toString(36)}`;
  const first = await (await browser.newContext()).newPage();
  await staffSignIn(first, "growth@platewise.local", "/mgmt/funnel-admin");
  await createFunnel(first, name);
  const second = await (await browser.newContext()).newPage();
  await staffSignIn(second, "admin@platewise.local", `/mgmt/funnel-admin/${name}`);
  await second.getByTestId("text-title-en").fill("Admin's title");
  await second.getByTestId("save-draft").click();
  await expect(second.getByTestId("editor-notice")).toContainText("Draft saved");

  await first.getByTestId("text-title-en").fill("Growth's title");
  await first.getByTestId("save-draft").click();
  await expect(first.getByTestId("editor-notice")).toContainText("Changed by admin@platewise.local");

  await first.getByRole("button", { name: "Add rule" }).click();
  await first.getByTestId("condition-input").fill("gender == ");
  await expect(first.getByTestId("branching").getByRole("alert")).toBeVisible();
  await first.getByTestId("condition-input").fill("gender == 'male'");
  await expect(first.getByTestId("branching").getByRole("alert")).toHaveCount(0);
});

test("the analyst reads funnels but cannot change them; the preview shows the draft in Arabic", async ({ page }) => {
  await staffSignIn(page, "analyst@platewise.local", "/mgmt/funnel-admin");
  await expect(page.getByTestId("read-only")).toBeVisible();
  await expect(page.getByTestId("create-funnel")).toHaveCount(0);
  await page.getByTestId("funnel-list").getByRole("link").first().click();
  await expect(page.getByTestId("read-only")).toBeVisible();
  await expect(page.getByTestId("save-draft")).toHaveCount(0);
  await expect(page.getByTestId("publish")).toHaveCount(0);
  await page.getByLabel("Preview locale").selectOption("ar");
  const preview = page.frameLocator('[data-testid="preview"]');
  await expect(preview.getByTestId("funnel-preview")).toHaveAttribute("dir", "rtl");
  await expect(preview.getByTestId("quiz-step")).toBeVisible();
});

// A 2×2 PNG (red), and a text file dressed up as one.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==",
  "base64",
);

test("growth shows a question's options as pictures, uploads one beside its option, and visitors see it", async ({ page, browser }) => {
  const name = `e2e-img-${Date.now().toString(36)}`;
  await staffSignIn(page, "growth@platewise.local", "/mgmt/funnel-admin");
  await createFunnel(page, name);
  await page.getByTestId("step-display").selectOption("image");

  const field = page.getByTestId("option-image-1");
  await field.getByLabel("Upload… — Image of option 1").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await expect(field.getByRole("alert")).toBeVisible();
  await expect(field.getByRole("textbox", { name: "Image of option 1" })).toHaveValue("");

  await field.getByLabel("Upload… — Image of option 1").setInputFiles({ name: "salad.png", mimeType: "image/png", buffer: png });
  await expect(field.getByRole("textbox", { name: "Image of option 1" })).toHaveValue(/^\/media\/funnel-images\/[a-f0-9]{64}\.png$/);
  await expect(field.getByRole("alert")).toHaveCount(0);
  const address = await field.getByRole("textbox", { name: "Image of option 1" }).inputValue();
  await expect(field.locator(`img[src="${address}"]`)).toBeVisible();

  await page.getByTestId("save-draft").click();
  await expect(page.getByTestId("editor-notice")).toContainText("Draft saved");
  await page.getByTestId("publish").click();
  await expect(page.getByTestId("editor-notice")).toContainText("Published");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/${name}/step-goal`);
  const picture = visitorPage.getByTestId("quiz-option-lose").locator("img");
  await expect(picture).toBeVisible();
  expect(decodeURIComponent((await picture.getAttribute("src")) ?? "")).toContain(address);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await visitor.close();
});

test("growth binds a question to a meal-plan field from the list, is warned about the options the plan ignores, and the unasked fields follow", async ({ page }) => {
  const name = `e2e-plan-${Date.now().toString(36)}`;
  await staffSignIn(page, "growth@platewise.local", "/mgmt/funnel-admin");
  await createFunnel(page, name);
  // The blank template asks the goal only: every plan field takes its default.
  const panel = page.getByTestId("plan-fields");
  await expect(panel.getByTestId("plan-unasked-mealsPerDay")).toHaveText("Meals a day — not asked: 3 meals");
  await expect(panel.getByTestId("plan-unasked-diet")).toHaveText("Diet — not asked: no particular diet");

  // The field comes from a list (the select waits for the editor to be hydrated).
  await page.getByLabel("Profile field").selectOption({ label: "Meals a day" });
  const check = page.getByTestId("plan-options");
  await expect(check).toContainText("The meal plan reads this answer as Meals a day.");
  await expect(check.getByTestId("plan-options-warning")).toContainText("The meal plan ignores these options: lose, maintain.");
  await page.getByLabel("Value of option 1", { exact: true }).fill("3");
  await expect(check.getByTestId("plan-understood-3")).toHaveText("3 → 3 meals");
  await expect(check.getByTestId("plan-options-warning")).toHaveText(
    "The meal plan ignores these options: maintain. A buyer who chooses one gets the default instead: 3 meals.",
  );
  await expect(panel.getByTestId("plan-unasked-mealsPerDay")).toHaveCount(0);
  await expect(panel.getByTestId("plan-asked-mealsPerDay")).toContainText("ignores 1 of its options");

  // The plan's values replace the one it ignores (after a confirmation naming it).
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain("maintain");
    void dialog.accept();
  });
  await page.getByTestId("plan-fill-options").click();
  await expect(check.getByTestId("plan-options-warning")).toHaveCount(0);
  for (const value of ["2", "4", "5"]) await expect(check.getByTestId(`plan-understood-${value}`)).toBeVisible();

  await page.getByTestId("save-draft").click();
  await expect(page.getByTestId("editor-notice")).toContainText("Draft saved");
  await page.reload();
  await expect(page.getByLabel("Profile field")).toHaveValue("mealsPerDay");
  await expect(page.getByTestId("plan-asked-mealsPerDay")).toHaveText("Meals a day — asked in step-goal");
  await expect(page.getByTestId("plan-unasked-mealsPerDay")).toHaveCount(0);
  await expect(page.getByTestId("plan-fields-unasked").getByRole("listitem")).toHaveCount(6);
});

test("an English edit marks the step's translated copy outdated until it is rewritten", async ({ page }) => {
  const name = `e2e-out-${Date.now().toString(36)}`;
  await staffSignIn(page, "growth@platewise.local", "/mgmt/funnel-admin");
  await createFunnel(page, name);
  // The editor pairs English with the first other locale, Arabic.
  await page.getByTestId("text-title-en").fill("What brings you here?");
  await page.getByTestId("text-title-ar").fill("ما الذي أتى بك إلى هنا؟");
  await page.getByTestId("save-draft").click();
  await expect(page.getByTestId("editor-notice")).toContainText("Draft saved");
  await expect(page.getByTestId("outdated-title-ar")).toHaveCount(0);

  await page.getByTestId("text-title-en").fill("What is your main goal?");
  await expect(page.getByTestId("outdated-title-ar")).toBeVisible();
  await expect(page.getByTestId("outdated-total")).toContainText("1 outdated in ar");
  await page.getByTestId("save-draft").click();
  await expect(page.getByTestId("editor-notice")).toContainText("Draft saved");
  // The mark comes from the saved history: it is still there after a reload.
  await page.reload();
  await expect(page.getByTestId("outdated-title-ar")).toBeVisible();

  await page.getByTestId("text-title-ar").fill("ما هدفك الرئيسي؟");
  await expect(page.getByTestId("outdated-title-ar")).toHaveCount(0);
  await expect(page.getByTestId("outdated-total")).toHaveCount(0);
});
