import type { AboutPage } from "@/features/content/domain/about-page";
import type { ContentLocale } from "@/features/content/domain/content-locale";
import { aboutAr } from "@/features/content/data/about/ar";
import { aboutDe } from "@/features/content/data/about/de";
import { aboutEn } from "@/features/content/data/about/en";
import { aboutEs } from "@/features/content/data/about/es";
import { aboutFr } from "@/features/content/data/about/fr";
import { aboutId } from "@/features/content/data/about/id";
import { aboutIt } from "@/features/content/data/about/it";
import { aboutJa } from "@/features/content/data/about/ja";
import { aboutKo } from "@/features/content/data/about/ko";
import { aboutPl } from "@/features/content/data/about/pl";
import { aboutPt } from "@/features/content/data/about/pt";
import { aboutTh } from "@/features/content/data/about/th";
import { aboutTr } from "@/features/content/data/about/tr";
import { aboutVi } from "@/features/content/data/about/vi";
import { aboutZhCn } from "@/features/content/data/about/zh-CN";
import { aboutZhTw } from "@/features/content/data/about/zh-TW";

/** The about page in every locale; all have the same sections in the same order. */
export const aboutByLocale: Record<ContentLocale, AboutPage> = {
  ar: aboutAr,
  de: aboutDe,
  en: aboutEn,
  es: aboutEs,
  fr: aboutFr,
  id: aboutId,
  it: aboutIt,
  ja: aboutJa,
  ko: aboutKo,
  pl: aboutPl,
  pt: aboutPt,
  th: aboutTh,
  tr: aboutTr,
  vi: aboutVi,
  "zh-CN": aboutZhCn,
  "zh-TW": aboutZhTw,
};

export function getAboutPage(locale: ContentLocale): AboutPage {
  return aboutByLocale[locale];
}
