import { z } from "zod";
import { checkCondition } from "@/features/conditions/domain/evaluate-condition";
import { checkSitePath } from "@/features/site/domain/site-path-check";

/** Experiment and option names: safe in cookies and URLs. */
export const experimentNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, "Use 1–100 letters, digits, '_', '.' or '-'.");

/**
 * A path on this site (`/quiz/step?x=1`), judged after normalisation (`checkSitePath`): never
 * another host, so no open redirects.
 */
export const sitePathSchema = z.string().superRefine((value, ctx) => {
  const checked = checkSitePath(value);
  if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.message });
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
