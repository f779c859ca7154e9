import "server-only";
import type { BranchContext } from "@/features/quiz/domain/branching";
import { isCompactFunnelActive } from "@/features/quiz/domain/compact-funnel-flag";
import { profileFromAnswers } from "@/features/quiz/domain/profile";
import { stepPosition } from "@/features/quiz/domain/quiz-path";
import type { QuizStepView } from "@/features/quiz/domain/quiz-step-view";
import { quizStepPath, type QuizRoute } from "@/features/quiz/domain/quiz-paths";
import { findStep, stepSequence, type FunnelLayout } from "@/features/quiz/domain/step-sequence";
import type { Db } from "@/server/db/db-type";
import { getFunnel } from "./get-funnel";
import { findQuizSession } from "./quiz-session-store";

/** Everything a step page shows; null when the funnel, config or step does not exist. */
export async function loadQuizStep(
  db: Db,
  input: {
    route: QuizRoute;
    stepId: string;
    /** The hash of the quiz_session cookie: the only key to the visitor's answers. */
    sessionTokenHash: string | null;
    country?: string;
    locale: string;
    compactSwitchOn: boolean;
    attribution: Record<string, unknown>;
    /** The layout the proxy already chose (a prerendered first step); else from the session and the flag. */
    layout?: FunnelLayout;
  },
): Promise<QuizStepView | null> {
  const funnel = await getFunnel(db, input.route.quizName);
  if (!funnel) return null;
  const { definition } = funnel;
  const configName = input.route.shape === "config" ? input.route.configName : undefined;
  if (configName && !definition.configs[configName]) return null;
  const session = await findQuizSession(db, input.sessionTokenHash, definition.name);
  const flagOn = isCompactFunnelActive({
    pathname: quizStepPath(input.route, input.stepId),
    countryCode: input.country,
    switchOn: input.compactSwitchOn,
  });
  const layout: FunnelLayout = input.layout ?? (session?.layout === "compact" || flagOn ? "compact" : "standard");
  const sequence = stepSequence(definition, { configName, layout });
  const step = findStep(sequence, input.stepId);
  if (!step) return null;
  const answers = session?.answers ?? {};
  const profile = profileFromAnswers(definition, answers);
  const context: BranchContext = {
    answers,
    profile,
    instructions: session?.instructions ?? {},
    attribution: input.attribution,
    country: input.country,
    locale: input.locale,
  };
  const position = stepPosition({ definition, sequence, history: session?.history ?? [], stepId: step.id, context });
  const themeName = configName ? definition.configs[configName]?.theme : undefined;
  return {
    definition,
    version: funnel.version,
    step,
    layout,
    position,
    isFirst: sequence[0]?.id === step.id,
    session,
    profile,
    theme: themeName ?? definition.theme,
  };
}
