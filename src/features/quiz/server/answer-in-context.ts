import "server-only";
import type { RawAnswer } from "@/features/quiz/domain/answers";
import type { QuizRoute } from "@/features/quiz/domain/quiz-paths";
import { afterAnswer } from "@/features/account/server/after-answer";
import { planAhead } from "@/features/plan/server/plan-preview";
import type { Db } from "@/server/db/db-type";
import type { RequestContext } from "@/server/request-context/request-context";
import { compactFunnelSwitchOn } from "./compact-switch";
import { hashQuizSessionToken } from "./quiz-session-token";
import { submitQuizStep, type SubmitStepResult } from "./submit-quiz-step";

export type StepAnswer = {
  route: QuizRoute;
  stepId: string;
  raw: RawAnswer;
  locale: string;
  /** The visitor's quiz_session token (a new one when the visitor has none yet). */
  sessionToken: string;
};

/**
 * The one step resolver of the step form and the JSON quiz API: the answer is checked and
 * saved, and the next step chosen, from the same request context (country, attribution,
 * visitor id, experiment instructions), so both give the same answer to the same visitor.
 * Once the quiz is closing, the visitor's week is planned ahead after the answer is sent
 * (in memory only; docs/final-page.md, "Plan"), so the final page usually finds it ready.
 */
export async function answerInContext(db: Db, context: RequestContext, answer: StepAnswer): Promise<SubmitStepResult> {
  const today = new Date().toISOString().slice(0, 10);
  const result = await submitQuizStep(db, {
    sessionTokenHash: hashQuizSessionToken(answer.sessionToken),
    proxyUserId: context.visitorId,
    route: answer.route,
    stepId: answer.stepId,
    raw: answer.raw,
    locale: answer.locale,
    country: context.country,
    compactSwitchOn: compactFunnelSwitchOn(),
    attribution: context.attribution,
    instructions: context.experiments.instructions,
    today,
  });
  if (result.kind === "saved" && result.planAhead) {
    const profile = result.planAhead;
    afterAnswer("planning the week ahead", () => planAhead(db, { profile, today }));
  }
  return result;
}
