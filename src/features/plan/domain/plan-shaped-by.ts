import type { PlanPreferences } from "./plan-preferences";
import { planFromAnswers, type PlanAnswerField } from "./quiz-plan-answers";

/** Where a plan setting came from: the quiz's answer, the person's saved settings, or the default. */
export type SettingSource = "quiz" | "settings" | "default";

/** The plan settings in the order /my-plan lists them, with the quiz field each one answers. */
export const shapedSettings = [
  { setting: "diet", field: "diet" },
  { setting: "allergies", field: "allergies" },
  { setting: "dislikes", field: "dislikes" },
  { setting: "mealsPerDay", field: "mealsPerDay" },
  { setting: "maxMinutes", field: "cookingTime" },
  { setting: "fastingExperience", field: "fastingExperience" },
  { setting: "firstMealTime", field: "firstMeal" },
] as const satisfies ReadonlyArray<{ setting: keyof PlanPreferences; field: PlanAnswerField }>;
export type ShapedSetting = (typeof shapedSettings)[number]["setting"];

/**
 * What shaped a person's plan, setting by setting: saved settings replace the quiz's answers as
 * a whole; until then each setting is the quiz's answer where the funnel asked it, else the
 * default. The skip-breakfast rule also shapes the fasting experience, so an answered first meal
 * of "skip" counts as the experience's source too.
 */
export function planShapedBy(input: { saved: boolean; profile: Record<string, unknown> }): Array<{ setting: ShapedSetting; source: SettingSource }> {
  if (input.saved) return shapedSettings.map(({ setting }) => ({ setting, source: "settings" as const }));
  const answered = new Set(planFromAnswers(input.profile).answered);
  if (answered.has("firstMeal") && input.profile.firstMeal === "skip") answered.add("fastingExperience");
  return shapedSettings.map(({ setting, field }) => ({ setting, source: answered.has(field) ? "quiz" : "default" }));
}
