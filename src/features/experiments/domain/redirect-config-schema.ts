import { z } from "zod";
import { conditionTextSchema, experimentNameSchema, sitePathSchema } from "./field-schemas";

export const GENDERS = ["MALE", "FEMALE"] as const;
export type Gender = (typeof GENDERS)[number];

/** Where a visitor goes, optionally only for one gender and/or elder (or not elder) visitors. */
export const redirectRuleSchema = z.object({
  quizUrl: sitePathSchema,
  forElderUser: z.boolean().optional(),
  gender: z.enum(GENDERS).optional(),
  tm1: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/)
    .optional(),
  tm2: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/)
    .optional(),
});

/** A redirect configuration: the first one whose runCondition holds is used. */
export const redirectConfigSchema = z.object({
  name: experimentNameSchema,
  runCondition: conditionTextSchema,
  rules: z.array(redirectRuleSchema).min(1).max(50),
});

export type RedirectRule = z.infer<typeof redirectRuleSchema>;
export type RedirectConfig = z.infer<typeof redirectConfigSchema>;
