import { notFound } from "next/navigation";
import { resolvePageLocale } from "@/i18n/page-locale";

/**
 * /quiz, /quiz/[funnel], /quiz/[funnel]/[step]: the default entry. The proxy redirects every
 * entry it can resolve (the experiment's quiz_page instruction, the redirect rules, else the
 * default funnel, query kept; server/proxy/entry-step.ts); what reaches this page has no
 * target: an unknown funnel or step.
 */
export default async function QuizEntry({ params }: PageProps<"/[locale]/quiz/[[...path]]">) {
  await resolvePageLocale(params);
  notFound();
}
