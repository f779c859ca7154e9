import "server-only";
import { cookies } from "next/headers";
import { attributionParams } from "@/features/attribution/domain/attribution-params";
import { isVisitorId } from "@/features/attribution/domain/visitor-id";
import { countryCookieNames } from "@/features/country/domain/country-cookies";
import { proxyUserIdCookie } from "@/features/quiz/domain/quiz-cookies";

export type QuizRequestContext = {
  proxyUserId: string | null;
  country: string | undefined;
  imperial: boolean;
  separateEmailConsent: boolean;
  attribution: Record<string, string>;
};

/** What the quiz reads from the visitor's cookies. */
export async function readQuizRequest(): Promise<QuizRequestContext> {
  const store = await cookies();
  const visitor = store.get(proxyUserIdCookie)?.value;
  const attribution: Record<string, string> = {};
  for (const name of attributionParams) {
    const value = store.get(name)?.value;
    if (value) attribution[name] = value;
  }
  return {
    proxyUserId: isVisitorId(visitor) ? visitor : null,
    country: store.get(countryCookieNames.country)?.value?.toUpperCase() || undefined,
    imperial: store.get(countryCookieNames.imperial)?.value === "true",
    separateEmailConsent: store.get(countryCookieNames.separateEmailSubscription)?.value === "true",
    attribution,
  };
}
