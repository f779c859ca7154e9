import { expect, test } from "@playwright/test";
import { chooseOnFinalPage } from "./checkout-helpers";
import { completeFunnel } from "./quiz-helpers";

test.describe("quiz answers belong to the visitor's own quiz session", () => {
  test("another visitor with A's proxy_user_id, in a link or a cookie, sees none of A's answers", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const email = `ana-${Date.now()}@example.com`;
    const a = await browser.newContext({ baseURL });
    const pageA = await a.newPage();
    await pageA.goto("/fasting-mix-2968/quiz/express/step-gender");
    await completeFunnel(pageA, { choices: { "step-gender": "female" }, email });
    // A's final page is personalised with A's answers (the weight chart), A's checkout knows A's address.
    await expect(pageA.getByTestId("final-hero").locator("svg")).toBeVisible();
    await chooseOnFinalPage(pageA, "pp_4w_intro");
    await expect(pageA.locator("#checkout-email")).toHaveValue(email);

    const cookiesA = await a.cookies();
    const session = cookiesA.find((c) => c.name === "quiz_session")!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(await pageA.evaluate(() => document.cookie)).not.toContain("quiz_session");
    const visitorA = cookiesA.find((c) => c.name === "proxy_user_id")!.value;

    const b = await browser.newContext({ baseURL });
    const pageB = await b.newPage();
    await pageB.goto(`/fasting-mix-2968/final?proxy_user_id=${visitorA}`);
    await expect(pageB.getByTestId("final-page")).toBeVisible();
    await expect(pageB.getByTestId("final-hero").locator("svg")).toHaveCount(0);
    await chooseOnFinalPage(pageB, "pp_4w_intro");
    await expect(pageB.locator("#checkout-email")).toHaveValue("");

    await b.clearCookies();
    await b.addCookies([{ name: "proxy_user_id", value: visitorA, url: baseURL! }]);
    await pageB.goto("/fasting-mix-2968/final");
    await expect(pageB.getByTestId("final-hero").locator("svg")).toHaveCount(0);
    await pageB.goto("/checkout?quiz=fasting-mix-2968");
    await expect(pageB.locator("#checkout-email")).toHaveValue("");
    await expect(pageB.getByTestId("checkout-page")).not.toContainText(email);
    await pageB.goto("/fasting-mix-2968/step-email");
    await expect(pageB.getByTestId("quiz-input-email")).toHaveValue("");

    await pageA.goto("/checkout?quiz=fasting-mix-2968");
    await expect(pageA.locator("#checkout-email")).toHaveValue(email);
    await a.close();
    await b.close();
  });
});
