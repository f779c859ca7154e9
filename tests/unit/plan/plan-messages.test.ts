import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { shopUnitLabels } from "@/features/meal-plan/data/food-facts";
import { aisles } from "@/features/meal-plan/domain/shopping-list";
import { allergens, dietTypes, mealTypes } from "@/features/meal-plan/domain/recipe";
import { cookingTimeLimits, dislikeKeys, fastingExperiences } from "@/features/plan/domain/plan-preferences";
import { locales } from "@/i18n/locales";

/** The plan pages build some message keys from lists; every list entry has its words in every locale. */
describe("plan words built from lists", () => {
  it.each(locales)("%s names every diet, allergen, dislike, experience, meal type, aisle and shop unit", (locale) => {
    const messages = JSON.parse(readFileSync(path.join("messages", `${locale}.json`), "utf8")) as {
      myPlan: { settings: Record<string, Record<string, string>> };
      mealPlan: { mealTypes: Record<string, string>; shopping: { aisles: Record<string, string>; units: Record<string, string> } };
    };
    const settings = messages.myPlan.settings;
    const check = (group: Record<string, string> | undefined, keys: readonly string[]) => {
      for (const key of keys) expect(group?.[key], `${locale}: ${key}`).toMatch(/\S/);
    };
    check(settings.diets, dietTypes);
    check(settings.allergens, allergens);
    check(settings.dislikeNames, dislikeKeys);
    check(settings.experiences, fastingExperiences);
    check(settings.errors, ["diet", "allergies", "dislikes", "mealsPerDay", "fastingExperience", "maxMinutes", "firstMealTime", "invalid"]);
    check(messages.mealPlan.mealTypes, mealTypes);
    check(messages.mealPlan.shopping.aisles, [...aisles, "other"]);
    check(messages.mealPlan.shopping.units, shopUnitLabels);
    expect(cookingTimeLimits.length).toBeGreaterThan(0);
  });
});
