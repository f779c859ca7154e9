import "server-only";
import { getAboutPage } from "@/features/content/data/about-by-locale";
import { getFaq } from "@/features/content/data/faq-by-locale";
import { isContentLocale } from "@/features/content/domain/content-locale";
import { fillText } from "@/features/content/domain/placeholders";
import { getDb } from "@/server/db/client";
import { getPlaceholderValues } from "./get-placeholder-values";
import { pageMetadata } from "./page-metadata";

const contentLocale = (locale: string) => (isContentLocale(locale) ? locale : "en");

/** The about page in the visitor's language and the company details it refers to. */
export async function loadAboutPage(locale: string) {
  return { page: getAboutPage(contentLocale(locale)), values: await getPlaceholderValues(await getDb()) };
}

/** The FAQ in the visitor's language and the company details it refers to. */
export async function loadFaq(locale: string) {
  return { faq: getFaq(contentLocale(locale)), values: await getPlaceholderValues(await getDb()) };
}

export async function aboutMetadata(locale: string) {
  const { page, values } = await loadAboutPage(locale);
  return pageMetadata({ locale, path: "/about", title: fillText(page.title, values), description: fillText(page.description, values) });
}

export async function faqMetadata(locale: string) {
  const { faq, values } = await loadFaq(locale);
  return pageMetadata({ locale, path: "/faq", title: fillText(faq.title, values), description: fillText(faq.description, values) });
}
