import "server-only";
import { hasUnsafeText } from "@/features/quiz/domain/answer-characters";
import { checkAnswerOrder } from "@/features/quiz/domain/answer-order";
import { validateAnswer, type AnswerValue, type RawAnswer } from "@/features/quiz/domain/answers";
import { nextStepId, type BranchContext } from "@/features/quiz/domain/branching";
import { isCompactFunnelActive } from "@/features/quiz/domain/compact-funnel-flag";
import { plansAhead } from "@/features/quiz/domain/plan-ahead";
import { profileFromAnswers, type QuizProfile } from "@/features/quiz/domain/profile";
import { advanceHistory } from "@/features/quiz/domain/quiz-path";
import { quizFinalPath, quizStepPath, type QuizRoute } from "@/features/quiz/domain/quiz-paths";
import { findStep, stepSequence, type FunnelLayout } from "@/features/quiz/domain/step-sequence";
import type { Db } from "@/server/db/db-type";
import { getFunnel } from "./get-funnel";
import { handleEmailStep } from "./quiz-email-step";
import { findQuizSession, saveQuizSession, type SaveQuizSessionInput } from "./quiz-session-store";
import { updateQuizProfile } from "./update-quiz-profile";

export type SubmitStepInput = {
  /** SHA-256 of the visitor's quiz_session token (issued by the caller when missing). */
  sessionTokenHash: string;
  /** The attribution visitor id, stored as a plain attribute; it opens nothing. */
  proxyUserId: string | null;
  route: QuizRoute;
  stepId: string;
  raw: RawAnswer;
  locale: string;
  country?: string;
  /** The build-time switch of the compact-layout flag. */
  compactSwitchOn: boolean;
  attribution: Record<string, unknown>;
  /** Experiment instructions of this request, kept with the session when present. */
  instructions?: Record<string, unknown>;
  /** YYYY-MM-DD, for birth dates. */
  today: string;
};

export type SubmitStepResult =
  | { kind: "unknown_funnel" }
  | { kind: "unknown_step" }
  | { kind: "out_of_order"; expectedStepId: string; path: string }
  | { kind: "invalid"; field: string; error: string; retryAfterSeconds?: number }
  | {
      kind: "saved";
      nextStepId: string | null;
      path: string;
      answer: AnswerValue;
      /** The profile to plan ahead for the final page, once the quiz is closing (`plansAhead`). */
      planAhead?: QuizProfile;
    };

/**
 * Saves one step's answer and says where to go next. Refused without any write: unsafe
 * characters, a step out of order (docs/quiz.md, "Answer order"), an invalid answer. The
 * e-mail step creates the visitor's new user, never changes a known one.
 */
export async function submitQuizStep(db: Db, input: SubmitStepInput): Promise<SubmitStepResult> {
  const funnel = await getFunnel(db, input.route.quizName);
  if (!funnel) return { kind: "unknown_funnel" };
  const { definition } = funnel;
  const session = await findQuizSession(db, input.sessionTokenHash, definition.name);
  const layout = chooseLayout(session?.layout, input);
  const configName = input.route.shape === "config" ? input.route.configName : undefined;
  if (configName && !definition.configs[configName]) return { kind: "unknown_step" };
  const sequence = stepSequence(definition, { configName, layout });
  const step = findStep(sequence, input.stepId);
  if (!step) return { kind: "unknown_step" };
  const field = step.type === "email" ? "email" : "value";
  if (hasUnsafeText(input.raw)) return { kind: "invalid", field, error: "invalid_characters" };

  const saved = session?.answers ?? {};
  const context = (answers: typeof saved): BranchContext => ({
    answers,
    profile: profileFromAnswers(definition, answers),
    instructions: session?.instructions ?? {},
    attribution: input.attribution,
    country: input.country,
    locale: input.locale,
  });
  const history = session?.history ?? [];
  const order = checkAnswerOrder({ definition, sequence, history, stepId: step.id, context: context(saved) });
  if (!order.allowed)
    return { kind: "out_of_order", expectedStepId: order.expectedStepId, path: quizStepPath(input.route, order.expectedStepId) };

  const checked = validateAnswer(step, input.raw, input.today);
  if (!checked.ok) return { kind: "invalid", field, error: checked.error };
  const after = context({ ...saved, [step.id]: checked.value });

  let userUuid = session?.userUuid ?? null;
  let email: SaveQuizSessionInput["email"];
  if (step.type === "email" && typeof checked.value === "object" && "email" in checked.value) {
    const result = await handleEmailStep(db, {
      answer: checked.value,
      profile: after.profile,
      funnelName: definition.name,
      locale: input.locale,
      sessionUserUuid: userUuid,
    });
    if (!result.ok) return { kind: "invalid", field, error: result.error, retryAfterSeconds: result.retryAfterSeconds };
    userUuid = result.userUuid;
    email = { address: checked.value.email, consent: result.consent };
  }

  // A profile answer given after the e-mail step still reaches the session's own user.
  if (step.type !== "email" && userUuid && "field" in step && step.field) await updateQuizProfile(db, userUuid, after.profile);

  const next = nextStepId(definition, sequence, step.id, after);
  await saveQuizSession(db, {
    tokenHash: input.sessionTokenHash,
    proxyUserId: input.proxyUserId,
    funnelName: definition.name,
    funnelVersion: funnel.version,
    locale: input.locale,
    layout,
    answers: after.answers,
    history: advanceHistory(history, step.id, next),
    instructions: input.instructions,
    userUuid,
    email,
    completed: next === null,
  });
  // null: the quiz is complete; undefined: a next step this sequence does not hold.
  const nextStep = next ? findStep(sequence, next) : null;
  return {
    kind: "saved",
    nextStepId: next,
    path: next ? quizStepPath(input.route, next) : quizFinalPath(input.route),
    answer: checked.value,
    ...(nextStep !== undefined && plansAhead(step.type, nextStep?.type ?? null) ? { planAhead: after.profile } : {}),
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
