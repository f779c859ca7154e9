import { evaluateCondition } from "@/features/conditions/domain/evaluate-condition";
import type { Answers } from "./answers";
import type { FunnelDefinition, FunnelStep } from "./funnel-definition";
import type { QuizProfile } from "./profile";

/**
 * What a step's `next` conditions can read (condition language):
 *   answers['step-gender'] == 'male'     profile.age >= 50     instructions.quiz_page != null
 *   attribution.utm_source starts with 'fb'     country in ['DE', 'AT']     locale == 'de'
 * Profile fields are also top-level names (`gender == 'female'`).
 */
export type BranchContext = {
  answers: Answers;
  profile: QuizProfile;
  instructions: Record<string, unknown>;
  attribution: Record<string, unknown>;
  country?: string;
  locale?: string;
};

export function conditionContext(context: BranchContext): Record<string, unknown> {
  return {
    ...context.profile,
    answers: context.answers,
    profile: context.profile,
    instructions: context.instructions,
    attribution: context.attribution,
    country: context.country ?? null,
    locale: context.locale ?? null,
  };
}

/**
 * The step after `stepId`: the first `next` rule whose condition holds, else the next step
 * in order; null after the last step. A rule pointing at a step this sequence leaves out
 * (compact layout, config order) continues with the first included step after it.
 */
export function nextStepId(
  definition: FunnelDefinition,
  sequence: readonly FunnelStep[],
  stepId: string,
  context: BranchContext,
): string | null {
  const index = sequence.findIndex((step) => step.id === stepId);
  if (index < 0) return null;
  const step = sequence[index]!;
  const values = conditionContext(context);
  for (const rule of step.next ?? []) {
    if (!evaluateCondition(rule.condition, values)) continue;
    return includedFrom(definition, sequence, rule.stepId);
  }
  return sequence[index + 1]?.id ?? null;
}

function includedFrom(definition: FunnelDefinition, sequence: readonly FunnelStep[], stepId: string): string | null {
  const included = new Set(sequence.map((step) => step.id));
  if (included.has(stepId)) return stepId;
  const start = definition.steps.findIndex((step) => step.id === stepId);
  for (const step of definition.steps.slice(start + 1)) if (included.has(step.id)) return step.id;
  return null;
}

/** The steps still ahead of `stepId` (not counting it) if the visitor keeps today's answers. */
export function remainingSteps(
  definition: FunnelDefinition,
  sequence: readonly FunnelStep[],
  stepId: string,
  context: BranchContext,
): string[] {
  const ahead: string[] = [];
  const seen = new Set([stepId]);
  let current: string | null = stepId;
  while (current && ahead.length < sequence.length) {
    current = nextStepId(definition, sequence, current, context);
    if (!current || seen.has(current)) break;
    seen.add(current);
    ahead.push(current);
  }
  return ahead;
}
