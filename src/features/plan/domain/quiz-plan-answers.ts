import { allergens, dietTypes, type Allergen, type DietType } from "@/features/meal-plan/domain/recipe";
import type { FastingExperience } from "@/features/meal-plan/domain/fasting";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import {
  cookingTimeLimits,
  defaultPlanPreferences,
  dislikeKeys,
  fastingExperiences,
  type CookingTimeLimit,
  type DislikeKey,
  type PlanPreferences,
} from "./plan-preferences";

/**
 * The quiz answers the plan uses, and the one mapping from each answer to the plan settings
 * (docs/meal-plan.md, "From the quiz to the plan"; golden cases in
 * tests/unit/plan/quiz-plan-answers.cases.json). A funnel step is bound to one of these
 * profile fields in the funnel editor; its option values are the answers below.
 */
export const planAnswerFields = [
  "diet",
  "allergies",
  "dislikes",
  "mealsPerDay",
  "cookingTime",
  "fastingExperience",
  "firstMeal",
] as const;
export type PlanAnswerField = (typeof planAnswerFields)[number];

/** The quiz's fasting experience answers and the settings' experience they mean. */
export const quizFastingExperience = {
  never: "none",
  tried: "some",
  regular: "experienced",
} as const satisfies Record<string, FastingExperience>;

/** The quiz's first-meal answers and the time the eating window opens. */
export const quizFirstMeal = {
  early: "07:00",
  mid: "09:00",
  late: "11:00",
  skip: "12:00",
} as const;

/**
 * The option values a step bound to each field offers (the editor checks a bound step's options
 * against these; other values are ignored by the plan). "none" is the diet of no particular
 * diet (omnivore), and the none-of-the-above option of the lists.
 */
export const planAnswerOptions: Record<PlanAnswerField, readonly string[]> = {
  diet: [...dietTypes, "none"],
  allergies: [...allergens],
  dislikes: [...dislikeKeys],
  mealsPerDay: ["2", "3", "4", "5"],
  cookingTime: [...cookingTimeLimits.map(String), "any"],
  fastingExperience: [...Object.keys(quizFastingExperience), ...fastingExperiences],
  firstMeal: Object.keys(quizFirstMeal),
};

/** Whether each field takes one answer or a list. */
export const planAnswerKind: Record<PlanAnswerField, "single" | "multi"> = {
  diet: "single",
  allergies: "multi",
  dislikes: "multi",
  mealsPerDay: "single",
  cookingTime: "single",
  fastingExperience: "single",
  firstMeal: "single",
};

/** Skipping breakfast is already a long morning fast: the window is one step shorter, up to 16:8. */
const skipBreakfastExperience: Record<FastingExperience, FastingExperience> = {
  none: "some",
  some: "experienced",
  experienced: "experienced",
  advanced: "advanced",
};

export type PlanFromAnswers = {
  preferences: PlanPreferences;
  /** The fields the profile answered with a value the plan understands; the rest are defaults. */
  answered: PlanAnswerField[];
};

function listOf<T extends string>(value: unknown, known: readonly T[]): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const chosen = value.filter((v): v is T => known.includes(v as T));
  // An answered list with only "none of the above" (or nothing known) is an answer: nothing to avoid.
  return [...new Set(chosen)].sort((a, b) => known.indexOf(a) - known.indexOf(b));
}

function dietOf(value: unknown): DietType | undefined {
  if (value === "none") return "omnivore";
  return dietTypes.find((d) => d === value);
}

function mealsOf(value: unknown): number | undefined {
  const n = typeof value === "string" && /^\d$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 2 && n <= 5 ? n : undefined;
}

function cookingTimeOf(value: unknown): CookingTimeLimit | null | undefined {
  if (value === "any") return null;
  const n = typeof value === "string" ? Number(value) : value;
  return cookingTimeLimits.find((limit) => limit === n);
}

function experienceOf(value: unknown): FastingExperience | undefined {
  if (typeof value !== "string") return undefined;
  if (Object.hasOwn(quizFastingExperience, value)) return quizFastingExperience[value as keyof typeof quizFastingExperience];
  return fastingExperiences.find((e) => e === value);
}

function firstMealOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (Object.hasOwn(quizFirstMeal, value)) return quizFirstMeal[value as keyof typeof quizFirstMeal];
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined;
}

/**
 * The plan settings a quiz profile gives, before the person saves any: each answered field
 * through its mapping, every other field its default. A first meal of "skip" opens the window
 * at 12:00 and makes it one step shorter than the experience alone (never → 14:10, tried →
 * 16:8, regular stays 16:8).
 */
export function planFromAnswers(profile: Record<string, unknown>): PlanFromAnswers {
  const answered: PlanAnswerField[] = [];
  const take = <T>(field: PlanAnswerField, value: T | undefined): T | undefined => {
    if (value !== undefined) answered.push(field);
    return value;
  };
  const diet = take("diet", dietOf(profile.diet));
  const allergies = take("allergies", listOf<Allergen>(profile.allergies, allergens));
  const dislikes = take("dislikes", listOf<DislikeKey>(profile.dislikes, dislikeKeys));
  const mealsPerDay = take("mealsPerDay", mealsOf(profile.mealsPerDay));
  const maxMinutes = take("cookingTime", cookingTimeOf(profile.cookingTime));
  const experience = take("fastingExperience", experienceOf(profile.fastingExperience));
  const firstMealTime = take("firstMeal", firstMealOf(profile.firstMeal));
  const fastingExperience = experience ?? defaultPlanPreferences.fastingExperience;
  return {
    preferences: {
      diet: diet ?? defaultPlanPreferences.diet,
      allergies: allergies ?? defaultPlanPreferences.allergies,
      dislikes: dislikes ?? defaultPlanPreferences.dislikes,
      mealsPerDay: mealsPerDay ?? defaultPlanPreferences.mealsPerDay,
      maxMinutes: maxMinutes === undefined ? defaultPlanPreferences.maxMinutes : maxMinutes,
      fastingExperience: profile.firstMeal === "skip" ? skipBreakfastExperience[fastingExperience] : fastingExperience,
      firstMealTime: firstMealTime ?? defaultPlanPreferences.firstMealTime,
    },
    answered,
  };
}

/** The plan fields a funnel binds to a step. */
export function askedPlanFields(definition: Pick<FunnelDefinition, "steps">): PlanAnswerField[] {
  const bound = new Set<string>();
  for (const step of definition.steps) if ((step.type === "single" || step.type === "multi") && step.field) bound.add(step.field);
  return planAnswerFields.filter((field) => bound.has(field));
}

/** The plan fields a funnel leaves unasked: every buyer of it gets their defaults. */
export function unaskedPlanFields(definition: Pick<FunnelDefinition, "steps">): PlanAnswerField[] {
  const asked = new Set(askedPlanFields(definition));
  return planAnswerFields.filter((field) => !asked.has(field));
}
