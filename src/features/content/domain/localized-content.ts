import { fallbackContentLocale, type ContentLocale } from "@/features/content/domain/content-locale";

export type LocalizedContent<T> = {
  /** The content to show. */
  value: T;
  /** The locale the content is written in (use it for `lang` on the content element). */
  locale: ContentLocale;
  /** True when the requested locale has no text of its own and English is shown instead. */
  isFallback: boolean;
};

/**
 * Picks the requested locale's own text, otherwise the English text marked as a fallback
 * (the page then shows a translated notice above it). Returns undefined when neither exists.
 */
export function resolveLocalizedContent<T>(
  byLocale: Partial<Record<ContentLocale, T>>,
  locale: ContentLocale,
): LocalizedContent<T> | undefined {
  const own = byLocale[locale];
  if (own !== undefined) return { value: own, locale, isFallback: false };
  const fallback = byLocale[fallbackContentLocale];
  if (fallback !== undefined) return { value: fallback, locale: fallbackContentLocale, isFallback: true };
  return undefined;
}
