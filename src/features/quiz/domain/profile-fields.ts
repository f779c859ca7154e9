/**
 * The profile fields a funnel step can fill. The definition's schema (funnel-definition.ts)
 * takes them from here; they live apart from it so the funnel editor's browser code can list
 * them without loading zod (docs/performance.md, "JavaScript budget").
 */

/** Where an answer goes in the profile the summary, conditions and user record read. */
export const profileFields = [
  "gender",
  "ageRange",
  "age",
  "birthDate",
  "heightCm",
  "weightKg",
  "targetWeightKg",
  "activity",
  "goal",
  "name",
  "email",
  "diet",
  "mealsPerDay",
  "cookingTime",
  "fastingExperience",
  "firstMeal",
] as const;
export type ProfileField = (typeof profileFields)[number];

/** Profile fields a single-choice step can fill (its option value is the answer). */
export const singleChoiceFields = [
  "gender",
  "ageRange",
  "activity",
  "goal",
  "diet",
  "mealsPerDay",
  "cookingTime",
  "fastingExperience",
  "firstMeal",
] as const satisfies readonly ProfileField[];
export type SingleChoiceField = (typeof singleChoiceFields)[number];

/** Profile fields a multiple-choice step can fill (the chosen values; "none of the above" is none). */
export const multiChoiceFields = ["allergies", "dislikes"] as const;
export type MultiChoiceField = (typeof multiChoiceFields)[number];
