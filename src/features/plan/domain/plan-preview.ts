import type { PlanInput } from "@/features/meal-plan/domain/plan";
import { stableJson } from "@/lib/stable-json";
import type { FoodKind } from "./dislikes";
import { dayOfWeek, weekStartOf } from "./plan-week";
import { planFromAnswers } from "./quiz-plan-answers";
import { weekPlanSetup, type WeekPlanSetup } from "./week-plan-input";

/** The week a visitor would buy today, set up from their quiz profile, and today's day in it. */
export type PlanPreviewSetup = WeekPlanSetup & {
  /** YYYY-MM-DD, the Monday of today's week: the first week the purchase plans. */
  weekStart: string;
  /** Today's day in that week (0 = Monday): the sample day. */
  day: number;
};

/**
 * The paywall's preview of the plan bought (docs/final-page.md, "Plan"): the settings the quiz
 * profile gives before any are saved (`planFromAnswers`), this week as the purchase plans it
 * (`weekStartOf(today)`), its goal date counting from today (the purchase day if bought now), through the same `weekPlanSetup` as the stored plan, so the preview's
 * targets, window and planner input are the buyer's own.
 */
export function planPreviewSetup(profile: Record<string, unknown>, today: string, foods: readonly FoodKind[]): PlanPreviewSetup {
  const weekStart = weekStartOf(today);
  const setup = weekPlanSetup({ profile, preferences: planFromAnswers(profile).preferences, weekStart, goalFrom: today, foods });
  return { ...setup, weekStart, day: dayOfWeek(weekStart, today) };
}

/**
 * What a preview's cache key is made from: the planner's input (exclusions, targets, meal
 * slots: what the week depends on, nothing that names or reaches a person) and the recipe
 * catalogue's version. Keys are sorted, so equal inputs give equal text.
 */
export function planPreviewKeyText(input: PlanInput, catalogueVersion: string): string {
  return stableJson({ catalogue: catalogueVersion, input });
}
