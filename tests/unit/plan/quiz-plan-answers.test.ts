import { describe, expect, it } from "vitest";
import { fastingSchedule } from "@/features/meal-plan/domain/fasting";
import { planPreferencesFromProfile } from "@/features/plan/domain/profile-defaults";
import { askedPlanFields, planFromAnswers, unaskedPlanFields } from "@/features/plan/domain/quiz-plan-answers";
import cases from "./quiz-plan-answers.cases.json";

describe("quiz answers → plan settings", () => {
  it.each(cases.settings)("$why", ({ profile, preferences, answered }) => {
    expect(planFromAnswers(profile)).toEqual({ preferences, answered });
    expect(planPreferencesFromProfile(profile)).toEqual(preferences);
  });
});

describe("quiz answers → fasting window", () => {
  it.each(cases.windows)("$why", ({ profile, window }) => {
    const prefs = planFromAnswers(profile).preferences;
    const schedule = fastingSchedule({
      experience: prefs.fastingExperience,
      mealsPerDay: prefs.mealsPerDay,
      firstMealTime: prefs.firstMealTime,
    });
    expect({ ...schedule, slots: schedule.slots.map((s) => [s.mealType, s.time]) }).toEqual(window);
  });
});

describe("which plan fields a funnel asks", () => {
  it("counts only steps bound to a plan field", () => {
    const steps = [
      { id: "a", type: "single", field: "diet", title: { en: "x" }, display: "text", options: [] },
      { id: "b", type: "multi", field: "allergies", title: { en: "x" }, display: "text", options: [], minSelected: 1 },
      { id: "c", type: "single", title: { en: "x" }, display: "text", options: [] },
    ] as never;
    expect(askedPlanFields({ steps })).toEqual(["diet", "allergies"]);
    expect(unaskedPlanFields({ steps })).toEqual(["dislikes", "mealsPerDay", "cookingTime", "fastingExperience", "firstMeal"]);
  });
});
