import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-helpers";

// The design system page is in the management area: staff only.
test.beforeEach(async ({ page }) => {
  await signInAsStaff(page, "support@platewise.local", "/mgmt/design");
});

const kinds = [
  "primary", "primaryLight", "invertedPrimary", "text", "ghost", "secondary", "violet", "blue",
  "realBlue", "gray", "borderDisabled", "transparent", "yellow", "black", "blackDarker", "violetShadow",
];
const sizes = ["big", "medium", "small", "xs"];
const themes = ["default", "black", "blackBlue", "blackOrange", "brown", "purple", "purpleDarker", "yellow"];

test("every button kind renders in every size", async ({ page }) => {
  await page.goto("/mgmt/design");
  for (const kind of kinds) {
    const row = page.getByTestId(`button-row-${kind}`);
    for (const size of sizes) {
      const button = row.locator(`button[data-kind="${kind}"][data-size="${size}"]`);
      await expect(button, `${kind}/${size}`).toBeVisible();
    }
  }
  // Sizes differ in height: big > medium > small > xs.
  const heights = [];
  for (const size of sizes) {
    const box = await page.locator(`button[data-kind="primary"][data-size="${size}"]`).first().boundingBox();
    heights.push(box?.height ?? 0);
  }
  expect([...heights].sort((a, b) => b - a)).toEqual(heights);
  expect(new Set(heights).size).toBe(4);
});

test("the 8 themes each set their own colours and mode", async ({ page }) => {
  await page.goto("/mgmt/design");
  const palettes = new Set<string>();
  for (const theme of themes) {
    const panel = page.getByTestId(`theme-${theme}`);
    await expect(panel).toBeVisible();
    palettes.add(
      await panel.evaluate((el) => {
        const style = getComputedStyle(el);
        return ["--pw-primary", "--pw-background", "--pw-text"].map((v) => style.getPropertyValue(v)).join();
      }),
    );
  }
  expect(palettes.size).toBe(themes.length);
  const scheme = await page.getByTestId("theme-black").evaluate((el) => getComputedStyle(el).colorScheme);
  expect(scheme).toBe("dark");
});

test("a toast appears for each kind", async ({ page }) => {
  await page.goto("/mgmt/design");
  await page.getByTestId("toast-success").click();
  await expect(page.locator("[data-sonner-toast][data-type='success']")).toBeVisible();
  await page.getByTestId("toast-error").click();
  await expect(page.locator("[data-sonner-toast][data-type='error']")).toBeVisible();
  await page.getByTestId("toast-loading").click();
  await expect(page.locator("[data-sonner-toast][data-type='loading']")).toBeVisible();
});

test("images are served at the configured widths and quality", async ({ page, request }) => {
  await page.goto("/mgmt/design");
  const srcset = await page.locator("img[src*='salad-bowl']").getAttribute("srcset");
  expect(srcset).toContain("w=640&q=75");
  expect(srcset).not.toContain("w=1080");
  const image = await request.get("/_next/image?url=%2Fimages%2Fsalad-bowl.jpg&w=640&q=75");
  expect(image.status()).toBe(200);
  const bad = await request.get("/_next/image?url=%2Fimages%2Fsalad-bowl.jpg&w=1080&q=75");
  expect(bad.status()).toBe(400);
});
