import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { loadVisitorOffer } from "@/features/checkout/server/load-checkout-offer";
import { loadQuizBuyer } from "@/features/checkout/server/load-quiz-buyer";
import { FinalPageView } from "@/features/final-page/components/final-page-view";
import { planBlockSource } from "@/features/final-page/server/plan-block-source";
import { personToday } from "@/features/plan/server/person-today";
import { summaryFigures } from "@/features/quiz/domain/summary-figures";
import { summaryInput } from "@/features/quiz/domain/summary-input";
import { readQuizRequest } from "@/features/quiz/server/quiz-request";
import { FocusedPage } from "@/features/site/components/focused-page";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { getRequestContext } from "@/server/request-context/get-request-context";

export async function generateMetadata({ params }: PageProps<"/[locale]/[quizName]/final">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "checkout" });
  return { title: t("final.metaTitle"), robots: { index: false } };
}

/**
 * /[quizName]/final: the visitor's final page (docs/final-page.md) — the page, variant and
 * packages their experiment instructions choose, personalised with their own quiz answers
 * (by the quiz_session cookie only). Its form sends the chosen package to the checkout. A plan
 * block's planned week streams in after the rest of the page (docs/final-page.md, "Plan").
 */
export default async function QuizFinalPage({ params }: PageProps<"/[locale]/[quizName]/final">) {
  const locale = await resolvePageLocale(params);
  const { quizName } = await params;
  const db = await getDb();
  const [request, context] = await Promise.all([readQuizRequest(), getRequestContext()]);
  const buyer = await loadQuizBuyer(db, { quizName, sessionTokenHash: request.sessionTokenHash });
  if (!buyer) notFound();
  const visitor = await loadVisitorOffer(db, {
    instructions: context.experiments.instructions,
    country: context.country,
    sessionTokenHash: request.sessionTokenHash,
  });
  if (!visitor) throw new Error("no published final page");
  const input = summaryInput(buyer.definition, buyer.profile, new Date().toISOString().slice(0, 10));
  // The week the purchase would plan, and today's day of it: the buyer's own day on /my-plan.
  const plan = planBlockSource(db, { profile: buyer.profile, today: await personToday(), locale });
  const imperial = buyer.profile.units ? buyer.profile.units === "imperial" : request.imperial;
  return (
    <FocusedPage country={context.country}>
      <form method="get" action={localizePath("/checkout", locale)} className="mx-auto w-full max-w-xl py-6">
        <input type="hidden" name="quiz" value={buyer.funnelName} />
        <FinalPageView
          page={visitor.page}
          summary={input ? summaryFigures(input) : null}
          plan={plan}
          imperial={imperial}
          locale={locale}
          country={context.country}
        />
      </form>
    </FocusedPage>
  );
}
