import { cookies } from "next/headers";
import { getLocale } from "next-intl/server";
import { QuizStepNotFound } from "@/features/quiz/components/quiz-step-not-found";
import { returnUrlCookie } from "@/features/quiz/domain/quiz-cookies";
import { SitePage } from "@/features/site/components/site-page";
import { isLocale, localizePath } from "@/i18n/locales";

/** An unknown funnel or step: back to the last quiz address (returnURL), else the quiz entry. */
export default async function QuizStepMissing() {
  const locale = await getLocale();
  const stored = (await cookies()).get(returnUrlCookie)?.value;
  const returnUrl = stored ? decodeURIComponent(stored) : "";
  const safe = returnUrl.startsWith("/") && !returnUrl.startsWith("//") ? returnUrl : null;
  return (
    <SitePage isWithLoader={false}>
      <QuizStepNotFound continueHref={safe ?? localizePath("/quiz", isLocale(locale) ? locale : "en")} />
    </SitePage>
  );
}
