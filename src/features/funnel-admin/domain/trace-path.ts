import { nextStepId } from "@/features/quiz/domain/branching";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import type { Answers } from "@/features/quiz/domain/answers";
import { profileFromAnswers } from "@/features/quiz/domain/profile";

export type TraceInput = {
  /** Answers by step id, in the shape the quiz stores them. */
  answers: Answers;
  country?: string;
  locale?: string;
  instructions?: Record<string, unknown>;
  attribution?: Record<string, unknown>;
};

/**
 * The path the quiz takes through a funnel for given answers, with the quiz's own branching
 * (docs/funnel-admin.md, "Test with these answers"): from the first step, each step's next
 * step (the profile derived from the answers as the quiz derives it); stops at the end, or where a step comes round again.
 */
export function tracePath(definition: FunnelDefinition, input: TraceInput): string[] {
  const sequence = definition.steps;
  const path: string[] = [];
  const seen = new Set<string>();
  let current: string | null = sequence[0]?.id ?? null;
  const context = {
    answers: input.answers,
    profile: profileFromAnswers(definition, input.answers),
    instructions: input.instructions ?? {},
    attribution: input.attribution ?? {},
    country: input.country,
    locale: input.locale,
  };
  while (current && !seen.has(current)) {
    seen.add(current);
    path.push(current);
    current = nextStepId(definition, sequence, current, context);
  }
  return path;
}
