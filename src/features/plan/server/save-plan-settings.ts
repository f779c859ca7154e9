import "server-only";
import type { Db } from "@/server/db/db-type";
import type { PlanPreferences } from "../domain/plan-preferences";
import { shiftDate, weekStartOf } from "../domain/plan-week";
import { readOwnedPlans } from "./meal-plan-store";
import type { RequestPlan } from "./meal-plan-job";
import { savePlanPreferences } from "./plan-preferences-store";

/**
 * Saves a person's plan settings and sends the regeneration of this week's plan, and of next
 * week's when it was already built (docs/meal-plan.md, "The buyer's plan"). Each send is keyed
 * by the new settings version, so saving twice sends twice, a retry of one save once. `now`
 * stamps the settings version; `today` is the person's day, whose week is "this week".
 */
export async function savePlanSettings(
  db: Db,
  requestPlan: RequestPlan,
  input: { userUuid: string; preferences: PlanPreferences; now: Date; today: string },
): Promise<{ version: string; weeks: string[] }> {
  const version = await savePlanPreferences(db, input.userUuid, input.preferences, input.now);
  const thisWeek = weekStartOf(input.today);
  const nextWeek = shiftDate(thisWeek, 7);
  const existing = await readOwnedPlans(db, input.userUuid, [nextWeek]);
  const weeks = [thisWeek, ...existing.map((plan) => plan.weekStart)];
  for (const weekStart of weeks) await requestPlan({ userUuid: input.userUuid, weekStart, version });
  return { version, weeks };
}
