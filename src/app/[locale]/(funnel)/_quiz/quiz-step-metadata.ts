import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pickText } from "@/features/quiz/domain/localized-text";
import { getFunnel } from "@/features/quiz/server/get-funnel";
import { isLocale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { buildMetadata } from "@/ui/page-head";

/** A step's head: its question as the title, the default sharing texts, kept out of search. */
export async function quizStepMetadata(locale: string, quizName: string, stepId: string): Promise<Metadata> {
  const safeLocale = isLocale(locale) ? locale : "en";
  const t = await getTranslations({ locale: safeLocale, namespace: "meta" });
  const funnel = await getFunnel(await getDb(), quizName);
  const step = funnel?.definition.steps.find((s) => s.id === stepId);
  const question = step ? pickText(step.title, safeLocale) : undefined;
  return buildMetadata(
    { title: question ? `${question} · ${t("siteName")}` : undefined, robots: "noindex,follow" },
    { title: t("defaultTitle"), description: t("defaultDescription"), siteName: t("siteName") },
  );
}
