import "server-only";
import { z } from "zod";
import { allergens, dietTypes } from "@/features/meal-plan/domain/recipe";
import { cookingTimeLimits, dislikeKeys, fastingExperiences, mealsPerDayRange } from "../domain/plan-preferences";

/** A list field sent by a form: repeated values, one comma-separated value, or an array. */
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (raw) => (raw === undefined || raw === "" ? [] : typeof raw === "string" ? raw.split(",") : raw),
    z.array(z.enum(values)).max(values.length).transform((list) => [...new Set(list)]),
  );

/**
 * The plan settings form (docs/meal-plan.md, "The buyer's plan"). Error messages are codes
 * the form shows in the person's language (myPlan.settings.errors.<code>).
 */
export const planPreferencesInputSchema = z.object({
  diet: z.enum(dietTypes, { error: "diet" }),
  allergies: listOf(allergens),
  dislikes: listOf(dislikeKeys),
  mealsPerDay: z.coerce.number({ error: "mealsPerDay" }).int("mealsPerDay").min(mealsPerDayRange.min, "mealsPerDay").max(mealsPerDayRange.max, "mealsPerDay"),
  fastingExperience: z.enum(fastingExperiences, { error: "fastingExperience" }),
  maxMinutes: z.preprocess(
    (raw) => (raw === "" || raw === "none" || raw === undefined || raw === null ? null : Number(raw)),
    z.union([z.literal(cookingTimeLimits[0]), z.literal(cookingTimeLimits[1]), z.literal(cookingTimeLimits[2]), z.literal(cookingTimeLimits[3]), z.null()], { error: "maxMinutes" }),
  ),
  firstMealTime: z.string({ error: "firstMealTime" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "firstMealTime"),
});

/** What is stored: the same shape, checked again when read. */
export const storedPlanPreferencesSchema = planPreferencesInputSchema;
