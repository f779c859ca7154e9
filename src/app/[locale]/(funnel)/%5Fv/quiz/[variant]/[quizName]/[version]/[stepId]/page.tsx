import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseQuizVariant } from "@/features/quiz/domain/quiz-variant";
import { resolvePageLocale } from "@/i18n/page-locale";
import { quizStepMetadata } from "../../../../../../_quiz/quiz-step-metadata";
import { StaticQuizStepRoute } from "../../../../../../_quiz/static-quiz-step-route";

type Props = PageProps<"/[locale]/_v/quiz/[variant]/[quizName]/[version]/[stepId]">;

/** Prerendered on first request, kept per funnel version × locale × variant (docs/quiz.md). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, quizName, stepId } = await params;
  return quizStepMetadata(locale, quizName, stepId);
}

/**
 * The internal target of a funnel's first step for a visitor without answers: the proxy
 * rewrites `/{quiz}/{step}` here (the address in the browser does not change).
 */
export default async function PrerenderedQuizStepPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { variant, quizName, stepId } = await params;
  const parsed = parseQuizVariant(variant);
  if (!parsed) notFound();
  return <StaticQuizStepRoute locale={locale} quizName={quizName} stepId={stepId} variant={parsed} />;
}
