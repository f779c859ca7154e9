import { z } from "zod";
import { checkCondition } from "@/features/conditions/domain/evaluate-condition";

/** Experiment and option names: safe in cookies and URLs. */
export const experimentNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, "Use 1–100 letters, digits, '_', '.' or '-'.");

/** A path on this site (`/quiz/step?x=1`): never another host, so no open redirects. */
export const sitePathSchema = z
  .string()
  .min(1)
  .max(2000)
  .refine((value) => value.startsWith("/") && !value.startsWith("//") && !value.includes("\\"), {
    message: "Must be a path on this site starting with '/'.",
  });

/** A condition in the condition language; empty means "always". */
export const conditionTextSchema = z
  .string()
  .max(4000)
  .default("")
  .superRefine((value, ctx) => {
    const error = checkCondition(value);
    if (error) ctx.addIssue({ code: "custom", message: `Condition cannot be read: ${error}` });
  });
