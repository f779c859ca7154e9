import { checkCondition } from "@/features/conditions/domain/evaluate-condition";
import { funnelDefinitionSchema, type FunnelDefinition } from "@/features/quiz/domain/funnel-definition";

/** One problem in an edited funnel, where it is and what is wrong. */
export type FunnelIssue = { code: "invalid_definition" | "invalid_condition"; path: string; message: string };
export type FunnelCheck = { ok: true; definition: FunnelDefinition } | { ok: false; issues: FunnelIssue[] };

/**
 * Checks an edited funnel before anything is stored (docs/funnel-admin.md, "Saving"): the quiz's
 * definition schema (step types and fields, unique ids, known branch targets), then every branch
 * condition with the condition language's own parser.
 */
export function validateFunnel(input: unknown): FunnelCheck {
  const parsed = funnelDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.slice(0, 50).map((issue) => ({ code: "invalid_definition", path: issue.path.join("."), message: issue.message })),
    };
  }
  const issues: FunnelIssue[] = [];
  parsed.data.steps.forEach((step, stepIndex) => {
    (step.next ?? []).forEach((rule, ruleIndex) => {
      const problem = checkCondition(rule.condition);
      if (problem) issues.push({ code: "invalid_condition", path: `steps.${stepIndex}.next.${ruleIndex}.condition`, message: `${step.id}: ${problem}` });
    });
  });
  return issues.length ? { ok: false, issues } : { ok: true, definition: parsed.data };
}
