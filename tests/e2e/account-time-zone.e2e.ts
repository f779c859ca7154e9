import { expect, test } from "@playwright/test";
import { buyPlan, signInWithCode } from "./account-helpers";

/*
 * The buyer's "today" is their own (docs/meal-plan.md, "Weeks"): the browser keeps its time zone
 * in the `pw_tz` cookie and the plan pages show that zone's day, not the server's UTC day. The
 * zone is chosen from the real UTC hour so that its date always differs from UTC's: from 10:00
 * UTC it is already tomorrow on Kiritimati (UTC+14); before, it is still yesterday in Pago Pago
 * (UTC-11).
 */
const timezoneId = new Date().getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
test.use({ timezoneId });

/** YYYY-MM-DD in the browser's zone, `plusDays` after now (computed here, not by the app). */
function localDay(plusDays = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: timezoneId, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + plusDays * 86_400_000).toISOString().slice(0, 10);
}

test(`a buyer in ${timezoneId} sees their own today on /my-plan and /meal-plan`, async ({ page, context }) => {
  test.setTimeout(300_000);
  expect(localDay(), "the chosen zone's date differs from UTC's").not.toBe(new Date().toISOString().slice(0, 10));
  const email = `time-zone-${Date.now()}@example.com`;
  await buyPlan(page, email);
  await signInWithCode(page, email);

  // The first view is rendered for the UTC day (no cookie yet); the browser writes its zone and
  // the page refreshes itself to the local day, then shows that day's meals once the job built them.
  const today = page.getByTestId("plan-section-today");
  await expect(today).toHaveAttribute("data-day", localDay(), { timeout: 30_000 });
  await expect(today.getByTestId("plan-meal").first()).toBeVisible({ timeout: 90_000 });
  await expect(today).toHaveAttribute("data-day", localDay());
  await expect(page.getByTestId("plan-week-ahead").locator("li").first()).toHaveAttribute("data-day", localDay(1));

  const cookie = (await context.cookies()).find((c) => c.name === "pw_tz");
  expect(cookie).toMatchObject({ value: timezoneId, path: "/", httpOnly: false, sameSite: "Lax" });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 86_400);

  // A stale zone (a trip): the server renders the UTC day, the page corrects itself in place,
  // without a full reload.
  await context.addCookies([{ name: "pw_tz", value: "UTC", url: page.url() }]);
  await page.goto("/my-plan");
  let loads = 0;
  page.on("load", () => (loads += 1));
  await expect(page.getByTestId("plan-section-today")).toHaveAttribute("data-day", localDay(), { timeout: 30_000 });
  await expect(page.getByTestId("plan-section-today").getByTestId("plan-meal").first()).toBeVisible({ timeout: 90_000 });
  expect(loads).toBe(0);
  expect((await context.cookies()).find((c) => c.name === "pw_tz")?.value).toBe(timezoneId);

  // A page left open: at the person's next midnight it asks the server for the new day by
  // itself (a refresh of its server parts, not a reload). The browser's clock is fast-forwarded
  // past that midnight; the server's clock is real, so the request is what is checked.
  await page.clock.install({ time: new Date() });
  await page.goto("/my-plan");
  await expect(page.getByTestId("plan-section-today")).toHaveAttribute("data-day", localDay());
  loads = 0;
  const refresh = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith("/my-plan") && request.headers()["rsc"] === "1", { timeout: 15_000 });
  await page.clock.fastForward("24:00:00");
  await refresh;
  expect(loads).toBe(0);

  // The week page: "this week" is the one that holds the local day.
  await page.goto("/meal-plan");
  await expect(page.getByTestId("meal-plan-day")).toHaveCount(7, { timeout: 90_000 });
  const days = await page.getByTestId("meal-plan-day").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-day")));
  expect(days).toContain(localDay());
});
