import type { Allergen, DietType } from "@/features/meal-plan/domain/recipe";
import type { FastingExperience } from "@/features/meal-plan/domain/fasting";

/**
 * A buyer's plan settings (docs/meal-plan.md, "The buyer's plan"). Stored per user; until
 * the person saves them, they come from the quiz profile (planPreferencesFromProfile).
 */
export const dislikeKeys = [
  "mushrooms",
  "fish",
  "seafood",
  "eggs",
  "onion",
  "coriander",
  "olives",
  "tofu",
  "pork",
  "beef",
] as const;
export type DislikeKey = (typeof dislikeKeys)[number];

export const fastingExperiences = ["none", "some", "experienced", "advanced"] as const satisfies readonly FastingExperience[];

/** Cooking time limits a person can choose (minutes per meal); null = no limit. */
export const cookingTimeLimits = [15, 30, 45, 60] as const;
export type CookingTimeLimit = (typeof cookingTimeLimits)[number];

export const mealsPerDayRange = { min: 2, max: 5 } as const;

export type PlanPreferences = {
  diet: DietType;
  allergies: Allergen[];
  dislikes: DislikeKey[];
  mealsPerDay: number;
  fastingExperience: FastingExperience;
  maxMinutes: CookingTimeLimit | null;
  /** "HH:MM", 24 h. */
  firstMealTime: string;
};

export const defaultPlanPreferences: PlanPreferences = {
  diet: "omnivore",
  allergies: [],
  dislikes: [],
  mealsPerDay: 3,
  fastingExperience: "none",
  maxMinutes: null,
  firstMealTime: "08:00",
};
