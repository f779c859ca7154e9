import { z } from "zod";

/** The locales the site is published in; English is the default and the fallback. */
export const contentLocales = [
  "ar", "de", "en", "es", "fr", "id", "it", "ja", "ko", "pl", "pt", "th", "tr", "vi", "zh-CN", "zh-TW",
] as const;
export const contentLocaleSchema = z.enum(contentLocales);
export type ContentLocale = z.infer<typeof contentLocaleSchema>;

export const fallbackContentLocale: ContentLocale = "en";

export function isContentLocale(value: string): value is ContentLocale {
  return (contentLocales as readonly string[]).includes(value);
}
