import { nextStepId, type BranchContext } from "./branching";
import type { FunnelDefinition, FunnelStep } from "./funnel-definition";

export type AnswerOrder = { allowed: true } | { allowed: false; expectedStepId: string };

/**
 * Whether a step may be answered now, given the visitor's saved path (docs/quiz.md, "Answer
 * order"): the first step always; a step already on the path (going back to change an answer);
 * or the step that branching leads to from a step answered on the path. Anything else is out of
 * order, and the visitor belongs on the step the saved path points at (its last entry), or on
 * the first step when nothing was saved yet.
 */
export function checkAnswerOrder(input: {
  definition: FunnelDefinition;
  sequence: readonly FunnelStep[];
  history: readonly string[];
  stepId: string;
  context: BranchContext;
}): AnswerOrder {
  const { sequence, history, stepId, context } = input;
  const first = sequence[0]?.id;
  if (stepId === first || history.includes(stepId)) return { allowed: true };
  const included = new Set(sequence.map((step) => step.id));
  const answered = history.filter((id) => included.has(id) && context.answers[id] !== undefined);
  if (answered.some((id) => nextStepId(input.definition, sequence, id, context) === stepId)) return { allowed: true };
  const pointer = [...history].reverse().find((id) => included.has(id));
  return { allowed: false, expectedStepId: pointer ?? first ?? stepId };
}
