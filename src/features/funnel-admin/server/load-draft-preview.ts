import "server-only";
import { funnelDefinitionSchema } from "@/features/quiz/domain/funnel-definition";
import type { QuizStepView } from "@/features/quiz/domain/quiz-step-view";
import type { Db } from "@/server/db/db-type";
import { loadFunnelEditor } from "./funnel-admin-store";

/**
 * What the preview shows: a step of the funnel's newest saved state (the draft, which visitors
 * never see) as a new visitor would meet it — no session, no answers. Null when the funnel or
 * step is unknown or the stored draft does not parse.
 */
export async function loadDraftPreview(db: Db, name: string, stepId: string | undefined): Promise<QuizStepView | null> {
  const state = await loadFunnelEditor(db, name);
  if (!state) return null;
  const parsed = funnelDefinitionSchema.safeParse(state.definition);
  if (!parsed.success) return null;
  const definition = parsed.data;
  const index = stepId ? definition.steps.findIndex((step) => step.id === stepId) : 0;
  const step = definition.steps[index];
  if (!step) return null;
  return {
    definition,
    version: state.headVersion,
    step,
    layout: "standard",
    position: { number: index + 1, total: definition.steps.length, previousId: definition.steps[index - 1]?.id ?? null, percent: Math.round(((index + 1) / definition.steps.length) * 100) },
    isFirst: index === 0,
    session: null,
    profile: {},
    theme: definition.theme,
  };
}
