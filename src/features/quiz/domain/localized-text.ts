import { z } from "zod";

/**
 * Funnel copy is content, stored with the funnel definition: one text per locale, English
 * required. A locale without its own text falls back to English.
 */
export const localizedTextSchema = z
  .object({ en: z.string().min(1) })
  .catchall(z.string().min(1))
  .refine((text) => Object.keys(text).every((key) => /^[a-z]{2}(-[A-Z]{2})?$/.test(key)), {
    message: "keys must be locale codes",
  });

export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function pickText(text: LocalizedText, locale: string): string {
  return text[locale] ?? text.en;
}
