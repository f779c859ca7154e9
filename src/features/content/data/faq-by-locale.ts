import type { ContentLocale } from "@/features/content/domain/content-locale";
import type { FaqContent } from "@/features/content/domain/faq";
import { faqEn } from "@/features/content/data/faq";
import { faqAr } from "@/features/content/data/faq/ar";
import { faqDe } from "@/features/content/data/faq/de";
import { faqEs } from "@/features/content/data/faq/es";
import { faqFr } from "@/features/content/data/faq/fr";
import { faqId } from "@/features/content/data/faq/id";
import { faqIt } from "@/features/content/data/faq/it";
import { faqJa } from "@/features/content/data/faq/ja";
import { faqKo } from "@/features/content/data/faq/ko";
import { faqPl } from "@/features/content/data/faq/pl";
import { faqPt } from "@/features/content/data/faq/pt";
import { faqTh } from "@/features/content/data/faq/th";
import { faqTr } from "@/features/content/data/faq/tr";
import { faqVi } from "@/features/content/data/faq/vi";
import { faqZhCn } from "@/features/content/data/faq/zh-CN";
import { faqZhTw } from "@/features/content/data/faq/zh-TW";

/** The FAQ in every locale; all have the same entry ids in the same order. */
export const faqByLocale: Record<ContentLocale, FaqContent> = {
  ar: faqAr,
  de: faqDe,
  en: faqEn,
  es: faqEs,
  fr: faqFr,
  id: faqId,
  it: faqIt,
  ja: faqJa,
  ko: faqKo,
  pl: faqPl,
  pt: faqPt,
  th: faqTh,
  tr: faqTr,
  vi: faqVi,
  "zh-CN": faqZhCn,
  "zh-TW": faqZhTw,
};

export function getFaq(locale: ContentLocale): FaqContent {
  return faqByLocale[locale];
}
