/** The funnel steps that run split tests, in processing order. */
export const STEP_NAMES = [
  "step_one",
  "step_final",
  "step_purchase",
  "step_thank_you",
  "step_web_cabinet",
] as const;

export type StepName = (typeof STEP_NAMES)[number];

export function isStepName(value: unknown): value is StepName {
  return typeof value === "string" && (STEP_NAMES as readonly string[]).includes(value);
}
