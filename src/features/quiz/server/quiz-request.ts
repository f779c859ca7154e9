import "server-only";
import { cookies } from "next/headers";
import { isImperialSystemCountry, isSeparateEmailSubscriptionCountry } from "@/features/country/domain/country-lists";
import { quizSessionCookie } from "@/features/quiz/domain/quiz-cookies";
import { getRequestContext } from "@/server/request-context/get-request-context";
import { hashQuizSessionToken, isQuizSessionToken } from "./quiz-session-token";

export type QuizRequestContext = {
  proxyUserId: string;
  /** The quiz_session cookie (well-formed) and its hash: the only key to personal answers. */
  sessionToken: string | null;
  sessionTokenHash: string | null;
  country: string;
  imperial: boolean;
  separateEmailConsent: boolean;
  attribution: Record<string, string>;
};

/**
 * What the quiz reads for a request: the quiz_session token from its cookie, and the rest
 * from the request context (visitor id, country, attribution); the imperial and separate
 * e-mail consent flags follow the country, as the country cookies do.
 */
export async function readQuizRequest(): Promise<QuizRequestContext> {
  const context = await getRequestContext();
  const token = (await cookies()).get(quizSessionCookie)?.value;
  return {
    proxyUserId: context.visitorId,
    sessionToken: isQuizSessionToken(token) ? token : null,
    sessionTokenHash: isQuizSessionToken(token) ? hashQuizSessionToken(token) : null,
    country: context.country,
    imperial: isImperialSystemCountry(context.country),
    separateEmailConsent: isSeparateEmailSubscriptionCountry(context.country),
    attribution: context.attribution,
  };
}
