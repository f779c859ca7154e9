import { z } from "zod";

/**
 * The profile stored with a user at e-mail capture (and merged on later updates). Values out
 * of these bounds are the spec's create-profile / update-profile validation errors.
 */
export const userProfileSchema = z
  .object({
    gender: z.string().regex(/^[a-z-]{1,20}$/).optional(),
    ageRange: z.string().max(20).optional(),
    age: z.number().int().min(16).max(100).optional(),
    birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    heightCm: z.number().min(100).max(250).optional(),
    weightKg: z.number().min(30).max(300).optional(),
    targetWeightKg: z.number().min(30).max(300).optional(),
    activity: z.string().max(40).optional(),
    goal: z.string().max(40).optional(),
    name: z.string().max(60).optional(),
    units: z.enum(["metric", "imperial"]).optional(),
    diet: z.string().max(40).optional(),
    mealsPerDay: z.string().max(40).optional(),
    cookingTime: z.string().max(40).optional(),
    fastingExperience: z.string().max(40).optional(),
    firstMeal: z.string().max(40).optional(),
    allergies: z.array(z.string().max(60)).max(16).optional(),
    dislikes: z.array(z.string().max(60)).max(16).optional(),
    funnel: z.string().max(80).optional(),
  })
  .strip();

export type UserProfile = z.infer<typeof userProfileSchema>;

export const userEmailSchema = z.email().max(254);

/** Field name → error codes, from a failed profile parse. */
export function profileFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.join(".") || "profile"] ??= []).push(issue.code);
  return fields;
}
