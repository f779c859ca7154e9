import { describe, expect, it } from "vitest";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { cabinetLayoutOf } from "@/features/plan/domain/cabinet-layout";
import { dislikedFoodIds } from "@/features/plan/domain/dislikes";
import { dislikeKeys, defaultPlanPreferences, type DislikeKey } from "@/features/plan/domain/plan-preferences";
import { energyInputOf, planPreferencesFromProfile, profileFallbacks } from "@/features/plan/domain/profile-defaults";
import cases from "./preferences.cases.json";

describe("dislikes as foods", () => {
  it.each(cases.dislikes)("$dislikes ($why)", ({ dislikes, foods, excluded }) => {
    expect(dislikedFoodIds(dislikes as DislikeKey[], foods)).toEqual(excluded);
  });

  it("covers at least one real food for every dislike", () => {
    const foods = Object.entries(foodFacts).map(([id, fact]) => ({ id, animal: fact.animal }));
    for (const key of dislikeKeys) expect(dislikedFoodIds([key], foods).length, key).toBeGreaterThan(0);
  });
});

describe("the cabinet layout instruction", () => {
  it.each(cases.layouts)("$instruction → $layout", ({ instruction, layout }) => {
    expect(cabinetLayoutOf(instruction)).toBe(layout);
  });
});

describe("plan settings and targets from the quiz profile", () => {
  it("takes the quiz's diet, fasting experience and meals when it asked, else the defaults", () => {
    expect(planPreferencesFromProfile({})).toEqual(defaultPlanPreferences);
    expect(planPreferencesFromProfile({ diet: "keto", fastingExperience: "advanced", mealsPerDay: 2 })).toEqual({
      ...defaultPlanPreferences,
      diet: "keto",
      fastingExperience: "advanced",
      mealsPerDay: 2,
    });
    expect(planPreferencesFromProfile({ diet: "paleo", fastingExperience: "daily", mealsPerDay: 7 })).toEqual(defaultPlanPreferences);
  });

  it("reads the body from the profile, with documented fallbacks for what is missing or odd", () => {
    expect(
      energyInputOf({ gender: "female", age: 34, heightCm: 168, weightKg: 82, targetWeightKg: 70, activity: "moderate" }, "vegan", "2026-11-23"),
    ).toEqual({ sex: "female", age: 34, heightCm: 168, weightKg: 82, targetWeightKg: 70, activity: "moderate", diet: "vegan", today: "2026-11-23" });
    expect(energyInputOf({ gender: "man", birthDate: "1990-12-01", weightKg: 90 }, "omnivore", "2026-11-23")).toMatchObject({
      sex: "male",
      age: 35,
      weightKg: 90,
      targetWeightKg: 90,
      heightCm: profileFallbacks.heightCm,
      activity: profileFallbacks.activity,
    });
    expect(energyInputOf({ weightKg: "80", age: 5, activity: "couch" }, "keto", "2026-11-23")).toMatchObject({
      sex: profileFallbacks.sex,
      age: profileFallbacks.age,
      weightKg: profileFallbacks.weightKg,
      activity: profileFallbacks.activity,
    });
  });
});
