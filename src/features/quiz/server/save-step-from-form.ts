import "server-only";
import { cookies, headers } from "next/headers";
import type { RawAnswer } from "@/features/quiz/domain/answers";
import { quizSessionCookie } from "@/features/quiz/domain/quiz-cookies";
import type { Db } from "@/server/db/db-type";
import { isSecureRequest } from "@/server/http/request-facts";
import { getRequestContext } from "@/server/request-context/get-request-context";
import { answerInContext } from "./answer-in-context";
import { isQuizSessionToken, newQuizSessionToken, quizSessionCookieOptions } from "./quiz-session-token";
import type { StepTarget } from "./step-form";
import type { SubmitStepResult } from "./submit-quiz-step";

/**
 * The step form's work inside the action client: saves the answer under the visitor's
 * quiz_session token, in the request's context (the proxy ran for this post and stores the
 * visitor id cookie when it is new), and issues the token as an HttpOnly cookie (Secure over
 * https) when the first answer is saved.
 */
export async function saveStepFromForm(db: Db, target: StepTarget, raw: RawAnswer): Promise<SubmitStepResult> {
  const store = await cookies();
  const presented = store.get(quizSessionCookie)?.value;
  const token = isQuizSessionToken(presented) ? presented : newQuizSessionToken();
  const result = await answerInContext(db, await getRequestContext(), {
    route: target.route,
    stepId: target.stepId,
    raw,
    locale: target.locale,
    sessionToken: token,
  });
  if (result.kind === "saved" && token !== presented)
    store.set(quizSessionCookie, token, quizSessionCookieOptions(isSecureRequest(await headers())));
  return result;
}
