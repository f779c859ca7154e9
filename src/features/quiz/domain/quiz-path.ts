import { remainingSteps, type BranchContext } from "./branching";
import type { FunnelDefinition, FunnelStep } from "./funnel-definition";

/**
 * The path actually taken is the session's history: the ids of the steps answered, in order,
 * plus the step the visitor was sent to. Answering a step again (after going back) cuts the
 * history after it, so a changed answer can take another branch.
 */
export function advanceHistory(history: readonly string[], answeredId: string, nextId: string | null): string[] {
  const index = history.lastIndexOf(answeredId);
  const base = index >= 0 ? history.slice(0, index + 1) : [...history, answeredId];
  return nextId ? [...base, nextId] : base;
}

export type StepPosition = {
  /** 1-based position of the step on the path taken. */
  number: number;
  /** That position plus the steps still ahead with today's answers. */
  total: number;
  /** 0–100, rounded. */
  percent: number;
  /** Where the back link goes: the previous step on the path, or null on the first. */
  previousId: string | null;
};

export function stepPosition(input: {
  definition: FunnelDefinition;
  sequence: readonly FunnelStep[];
  history: readonly string[];
  stepId: string;
  context: BranchContext;
}): StepPosition {
  const { history, stepId } = input;
  const index = history.lastIndexOf(stepId);
  const before = index >= 0 ? history.slice(0, index) : history.filter((id) => id !== stepId);
  const number = before.length + 1;
  const total = number + remainingSteps(input.definition, input.sequence, stepId, input.context).length;
  return {
    number,
    total,
    percent: Math.round((number / total) * 100),
    previousId: before.at(-1) ?? null,
  };
}
