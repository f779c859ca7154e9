import type { StepType } from "./funnel-definition";

/** The steps that end a quiz: the plan is being "built" (loader) and the summary shows it. */
const closingSteps: readonly StepType[] = ["loader", "summary"];

/**
 * Whether a saved answer is the moment to plan the visitor's week ahead for the final page
 * (docs/final-page.md, "Plan"): the quiz is closing — the next step is the loader or the
 * summary, the answered step is one of them, or the quiz is complete (no next step). Planning
 * again at a later closing step costs nothing when the answers did not change (the week is
 * kept by its planner input).
 */
export function plansAhead(answered: StepType, next: StepType | null): boolean {
  return next === null || closingSteps.includes(answered) || closingSteps.includes(next);
}
