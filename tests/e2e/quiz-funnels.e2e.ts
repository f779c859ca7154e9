import { expect, test } from "@playwright/test";
import { completeFunnel } from "./quiz-helpers";

const funnels: { name: string; first: string; choices: Record<string, string> }[] = [
  { name: "fasting-woman-2968", first: "step-age", choices: { "step-age": "18-29" } },
  { name: "fasting-mix-2968", first: "step-gender", choices: { "step-gender": "female" } },
  { name: "metabolic-quiz-dmg-2968", first: "step-age", choices: {} },
];
const viewports = [
  { label: "360 px", size: { width: 360, height: 740 } },
  { label: "desktop", size: { width: 1280, height: 900 } },
];

for (const funnel of funnels) {
  for (const locale of ["en", "ar"] as const) {
    for (const viewport of viewports) {
      test(`${funnel.name} from first step to the end (${locale}, ${viewport.label})`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport.size);
        const prefix = locale === "en" ? "" : `/${locale}`;
        await page.goto(`${prefix}/${funnel.name}/${funnel.first}?utm_source=e2e`);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        const visited = await completeFunnel(page, { choices: funnel.choices, checkWidth: true });
        expect(visited.length).toBeGreaterThanOrEqual(15);
        expect(visited.at(-1)).toBe("step-summary");
        await expect(page).toHaveURL(new RegExp(`${prefix}/${funnel.name}/final\\?utm_source=e2e$`));
        await expect(page.getByTestId("final-page")).toBeVisible();
        await expect(page.locator("form input[name=quiz]")).toHaveValue(funnel.name);
      });
    }
  }
}
