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

/** Fills `{name}` placeholders; unknown names stay as they are. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
