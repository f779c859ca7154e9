import "server-only";
import type { Db } from "@/server/db/db-type";
import { shiftDate, weekStartOf } from "../domain/plan-week";
import { readOwnedPlans } from "./meal-plan-store";
import type { RequestPlan } from "./meal-plan-job";
import { readPlanSettings } from "./plan-preferences-store";

/**
 * Sends the generation of this week's and next week's plans when they are missing or built
 * from older settings (the page asks after it rendered; the render itself writes nothing).
 * The weeks are those of the person's `today` (YYYY-MM-DD; docs/meal-plan.md, "Weeks").
 * Answers the weeks sent for.
 */
export async function requestMissingPlans(
  db: Db,
  requestPlan: RequestPlan,
  input: { userUuid: string; today: string },
): Promise<string[]> {
  const settings = await readPlanSettings(db, input.userUuid);
  if (!settings) return [];
  const thisWeek = weekStartOf(input.today);
  const weeks = [thisWeek, shiftDate(thisWeek, 7)];
  const plans = await readOwnedPlans(db, input.userUuid, weeks);
  const missing = weeks.filter((week) => !plans.some((plan) => plan.weekStart === week && plan.preferencesVersion === settings.version));
  for (const weekStart of missing) await requestPlan({ userUuid: input.userUuid, weekStart, version: settings.version });
  return missing;
}

/**
 * Whether a week's plan (this week's, or next week's with `next`) is built and from the current
 * settings, for the page's polling (`GET /api/plan/status`).
 */
export async function planStatus(
  db: Db,
  input: { userUuid: string; today: string; next?: boolean },
): Promise<{ status: "ready" | "no-recipes" | "preparing"; upToDate: boolean }> {
  const thisWeek = weekStartOf(input.today);
  const weekStart = input.next ? shiftDate(thisWeek, 7) : thisWeek;
  const [settings, [plan]] = await Promise.all([readPlanSettings(db, input.userUuid), readOwnedPlans(db, input.userUuid, [weekStart])]);
  return { status: plan?.status ?? "preparing", upToDate: Boolean(plan && settings && plan.preferencesVersion === settings.version) };
}
