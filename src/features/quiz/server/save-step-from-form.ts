import "server-only";
import { cookies, headers } from "next/headers";
import { mintVisitorId } from "@/features/attribution/domain/visitor-id";
import { serverCookieOptions } from "@/features/consent/domain/cookie-table";
import type { RawAnswer } from "@/features/quiz/domain/answers";
import { proxyUserIdCookie, proxyUserIdMaxAge, quizSessionCookie } from "@/features/quiz/domain/quiz-cookies";
import type { Db } from "@/server/db/db-type";
import { isSecureRequest } from "@/server/http/request-facts";
import { readRequestContext } from "@/server/proxy/read-request-context";
import { compactFunnelSwitchOn } from "./compact-switch";
import { readQuizRequest } from "./quiz-request";
import { hashQuizSessionToken, newQuizSessionToken, quizSessionCookieOptions } from "./quiz-session-token";
import type { StepTarget } from "./step-form";
import { submitQuizStep, type SubmitStepResult } from "./submit-quiz-step";

/**
 * The step form's work inside the action client: saves the answer under the visitor's
 * quiz_session token and, when the first answer is saved, issues that token as an HttpOnly
 * cookie (Secure over https). The proxy_user_id cookie is created if missing (attribution).
 */
export async function saveStepFromForm(db: Db, target: StepTarget, raw: RawAnswer): Promise<SubmitStepResult> {
  const store = await cookies();
  const request = await readQuizRequest();
  let proxyUserId = request.proxyUserId;
  if (!proxyUserId) {
    proxyUserId = mintVisitorId();
    const secure = isSecureRequest(await headers());
    store.set(proxyUserIdCookie, proxyUserId, serverCookieOptions(proxyUserIdCookie, { maxAge: proxyUserIdMaxAge, secure }));
  }
  const token = request.sessionToken ?? newQuizSessionToken();
  const result = await submitQuizStep(db, {
    sessionTokenHash: hashQuizSessionToken(token),
    proxyUserId,
    route: target.route,
    stepId: target.stepId,
    raw,
    locale: target.locale,
    country: request.country,
    compactSwitchOn: compactFunnelSwitchOn(),
    attribution: request.attribution,
    instructions: (await readRequestContext()).experiments.instructions,
    today: new Date().toISOString().slice(0, 10),
  });
  if (result.kind === "saved" && !request.sessionToken)
    store.set(quizSessionCookie, token, quizSessionCookieOptions(isSecureRequest(await headers())));
  return result;
}
