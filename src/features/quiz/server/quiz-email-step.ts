import "server-only";
import { isAppError } from "@/features/errors/domain/error-kinds";
import type { EmailAnswer } from "@/features/quiz/domain/answers";
import type { QuizProfile } from "@/features/quiz/domain/profile";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { captureQuizEmail } from "./capture-quiz-email";
import { hitQuizEmailRateLimit } from "./quiz-email-rate-limit";

export type EmailStepResult =
  | { ok: true; userUuid: string | null; consent: { granted: boolean; at: string } }
  | { ok: false; error: string; retryAfterSeconds?: number };

/**
 * The e-mail step's work after the answer itself is valid: the per-address rate limit, then
 * the capture (a new address creates the user; a known one is never changed). The outcome
 * reads the same whether the address was known or not.
 */
export async function handleEmailStep(
  db: Db,
  input: { answer: EmailAnswer; profile: QuizProfile; funnelName: string; locale: string; sessionUserUuid: string | null },
): Promise<EmailStepResult> {
  const limit = await hitQuizEmailRateLimit(db, input.answer.email);
  if (!limit.allowed) {
    logger.warn("quiz e-mail rate limited", { funnel: input.funnelName });
    return { ok: false, error: "email_rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  try {
    const captured = await captureQuizEmail(db, {
      email: input.answer.email,
      profile: { ...input.profile, email: undefined, funnel: input.funnelName },
      locale: input.locale,
      consent: input.answer.consent,
      sessionUserUuid: input.sessionUserUuid,
    });
    const consent = { granted: input.answer.consent, at: new Date().toISOString() };
    return { ok: true, userUuid: captured.userUuid ?? input.sessionUserUuid, consent };
  } catch (error) {
    if (!isAppError(error)) throw error;
    logger.warn("quiz e-mail capture refused", { kind: error.kind, funnel: input.funnelName, ...error.context });
    const code =
      error.kind === "update-profile-validation"
        ? "update_profile_invalid"
        : error.kind === "create-profile-validation"
          ? "create_profile_invalid"
          : "profile_unavailable";
    return { ok: false, error: code };
  }
}
