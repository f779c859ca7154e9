import type { LocalizedText } from "@/features/quiz/domain/localized-text";
import { allCopy } from "./copy/all-copy";
import { en, type CopyKey } from "./copy/en";

/** One copy key as a localized text holding every locale that has it. */
export function text(key: CopyKey): LocalizedText {
  const result: Record<string, string> = { en: en[key] };
  for (const [locale, copy] of Object.entries(allCopy)) {
    const value = copy[key];
    if (value) result[locale] = value;
  }
  return result as LocalizedText;
}

export function option(prefix: string, value: string, extra: { emoji?: string; image?: string } = {}) {
  return { value, label: text(`${prefix}.${value}` as CopyKey), ...extra };
}
