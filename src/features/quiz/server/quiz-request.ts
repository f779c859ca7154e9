import "server-only";
import { cookies, headers } from "next/headers";
import { attributionParams } from "@/features/attribution/domain/attribution-params";
import { isVisitorId } from "@/features/attribution/domain/visitor-id";
import { countryCookieNames, countryRequestHeader } from "@/features/country/domain/country-cookies";
import { isImperialSystemCountry, isSeparateEmailSubscriptionCountry } from "@/features/country/domain/country-lists";
import { proxyUserIdCookie, quizSessionCookie } from "@/features/quiz/domain/quiz-cookies";
import { readRequestContext } from "@/server/proxy/read-request-context";
import { hashQuizSessionToken, isQuizSessionToken } from "./quiz-session-token";

export type QuizRequestContext = {
  proxyUserId: string | null;
  /** The quiz_session cookie (well-formed) and its hash: the only key to personal answers. */
  sessionToken: string | null;
  sessionTokenHash: string | null;
  country: string | undefined;
  imperial: boolean;
  separateEmailConsent: boolean;
  attribution: Record<string, string>;
};

/**
 * What the quiz reads from the request: the quiz session token, the visitor id (attribution
 * and experiments only) and attribution from cookies, the
 * country from the proxy's request header or the countryCode cookie, and the imperial /
 * separate-e-mail flags from their cookies (from the country when those are missing or stale).
 */
export async function readQuizRequest(): Promise<QuizRequestContext> {
  const store = await cookies();
  const fromHeader = (await headers()).get(countryRequestHeader)?.toUpperCase() || undefined;
  const fromCookie = store.get(countryCookieNames.country)?.value?.toUpperCase() || undefined;
  const country = fromHeader ?? fromCookie;
  // The country cookies describe the cookie's country; when this request resolved another
  // country (first visit, or a change), the flags follow the new country instead.
  const stale = fromHeader !== undefined && fromHeader !== fromCookie;
  const flag = (name: string, fromCountry: (code: string) => boolean) => {
    const value = store.get(name)?.value;
    return stale || value === undefined ? Boolean(country && fromCountry(country)) : value === "true";
  };
  // On a first visit the cookie is only being set: the proxy hands the new id over.
  const visitor = store.get(proxyUserIdCookie)?.value ?? (await readRequestContext()).visitorId ?? undefined;
  const attribution: Record<string, string> = {};
  for (const name of attributionParams) {
    const value = store.get(name)?.value;
    if (value) attribution[name] = value;
  }
  const token = store.get(quizSessionCookie)?.value;
  return {
    proxyUserId: isVisitorId(visitor) ? visitor : null,
    sessionToken: isQuizSessionToken(token) ? token : null,
    sessionTokenHash: isQuizSessionToken(token) ? hashQuizSessionToken(token) : null,
    country,
    imperial: flag(countryCookieNames.imperial, isImperialSystemCountry),
    separateEmailConsent: flag(countryCookieNames.separateEmailSubscription, isSeparateEmailSubscriptionCountry),
    attribution,
  };
}
