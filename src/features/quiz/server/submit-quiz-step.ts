import "server-only";
import { isAppError } from "@/features/errors/domain/error-kinds";
import { validateAnswer, type AnswerValue, type RawAnswer } from "@/features/quiz/domain/answers";
import { nextStepId } from "@/features/quiz/domain/branching";
import { isCompactFunnelActive } from "@/features/quiz/domain/compact-funnel-flag";
import { profileFromAnswers } from "@/features/quiz/domain/profile";
import { advanceHistory } from "@/features/quiz/domain/quiz-path";
import { quizFinalPath, quizStepPath, type QuizRoute } from "@/features/quiz/domain/quiz-paths";
import { findStep, stepSequence, type FunnelLayout } from "@/features/quiz/domain/step-sequence";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { captureQuizEmail } from "./capture-quiz-email";
import { getFunnel } from "./get-funnel";
import { findQuizSession, saveQuizSession } from "./quiz-session-store";

export type SubmitStepInput = {
  proxyUserId: string;
  route: QuizRoute;
  stepId: string;
  raw: RawAnswer;
  locale: string;
  country?: string;
  /** The build-time switch of the compact-layout flag. */
  compactSwitchOn: boolean;
  attribution: Record<string, unknown>;
  /** YYYY-MM-DD, for birth dates. */
  today: string;
};

export type SubmitStepResult =
  | { kind: "unknown_funnel" }
  | { kind: "unknown_step" }
  | { kind: "invalid"; field: string; error: string }
  | { kind: "saved"; nextStepId: string | null; path: string; answer: AnswerValue; userUuid: string | null };

/**
 * Saves one step's answer and says where to go next. A rejected answer changes nothing that
 * was saved before; an e-mail step also creates (or updates) the user with the profile.
 */
export async function submitQuizStep(db: Db, input: SubmitStepInput): Promise<SubmitStepResult> {
  const funnel = await getFunnel(db, input.route.quizName);
  if (!funnel) return { kind: "unknown_funnel" };
  const { definition } = funnel;
  const session = await findQuizSession(db, input.proxyUserId, definition.name);
  const layout = chooseLayout(session?.layout, input);
  const configName = input.route.shape === "config" ? input.route.configName : undefined;
  if (configName && !definition.configs[configName]) return { kind: "unknown_step" };
  const sequence = stepSequence(definition, { configName, layout });
  const step = findStep(sequence, input.stepId);
  if (!step) return { kind: "unknown_step" };

  const checked = validateAnswer(step, input.raw, input.today);
  if (!checked.ok) return { kind: "invalid", field: step.type === "email" ? "email" : "value", error: checked.error };

  const answers = { ...session?.answers, [step.id]: checked.value };
  const profile = profileFromAnswers(definition, answers);
  let userUuid = session?.userUuid ?? null;
  if (step.type === "email" && typeof checked.value === "object" && "email" in checked.value) {
    try {
      const user = await captureQuizEmail(db, {
        email: checked.value.email,
        profile: { ...profile, email: undefined, funnel: definition.name },
        locale: input.locale,
        consent: checked.value.consent,
      });
      userUuid = user.uuid;
    } catch (error) {
      if (!isAppError(error)) throw error;
      logger.warn("quiz e-mail capture refused", { kind: error.kind, funnel: definition.name, ...error.context });
      const code = error.kind === "update-profile-validation" ? "update_profile_invalid" : error.kind === "create-profile-validation" ? "create_profile_invalid" : "profile_unavailable";
      return { kind: "invalid", field: "email", error: code };
    }
  }

  const context = {
    answers,
    profile,
    instructions: session?.instructions ?? {},
    attribution: input.attribution,
    country: input.country,
    locale: input.locale,
  };
  const next = nextStepId(definition, sequence, step.id, context);
  const history = advanceHistory(session?.history ?? [], step.id, next);
  await saveQuizSession(db, {
    proxyUserId: input.proxyUserId,
    funnelName: definition.name,
    funnelVersion: funnel.version,
    locale: input.locale,
    layout,
    answers,
    history,
    userUuid,
    completed: next === null,
  });
  return {
    kind: "saved",
    nextStepId: next,
    path: next ? quizStepPath(input.route, next) : quizFinalPath(input.route),
    answer: checked.value,
    userUuid,
  };
}

/** Compact once the flag switched it on for this visitor's funnel; it then stays compact. */
function chooseLayout(stored: FunnelLayout | undefined, input: SubmitStepInput): FunnelLayout {
  if (stored === "compact") return "compact";
  const pathname = quizStepPath(input.route, input.stepId);
  return isCompactFunnelActive({ pathname, countryCode: input.country, switchOn: input.compactSwitchOn })
    ? "compact"
    : "standard";
}
