import type { FunnelDefinition, FunnelStep } from "./funnel-definition";

export type FunnelLayout = "standard" | "compact";

/**
 * The ordered steps a visitor walks through for a configuration and layout. A named config
 * may list its own order; the compact layout drops steps marked `compactSkip` and moves the
 * e-mail capture after the personalised summary (docs/quiz.md, "Compact layout").
 */
export function stepSequence(
  definition: FunnelDefinition,
  options: { configName?: string; layout?: FunnelLayout } = {},
): FunnelStep[] {
  const byId = new Map(definition.steps.map((step) => [step.id, step]));
  const order = options.configName ? definition.configs[options.configName]?.steps : undefined;
  let steps = order ? order.map((id) => byId.get(id)).filter((s): s is FunnelStep => s !== undefined) : definition.steps;
  if (options.layout === "compact") steps = compactOrder(steps);
  return steps;
}

export function compactOrder(steps: readonly FunnelStep[]): FunnelStep[] {
  const kept = steps.filter((step) => !step.compactSkip);
  return [...kept.filter((step) => step.type !== "email"), ...kept.filter((step) => step.type === "email")];
}

export function findStep(steps: readonly FunnelStep[], stepId: string): FunnelStep | undefined {
  return steps.find((step) => step.id === stepId);
}
