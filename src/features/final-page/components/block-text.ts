import type { FinalPageText } from "@/features/final-page/domain/final-page-text";
import { resolveText } from "@/features/final-page/domain/final-page-text";

/** The `t` of the `finalPage` namespace, loosely typed: block copy names its keys at run time. */
export type FinalPageTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A block's text in the page's language (docs/final-page.md, "Copy"): a `finalPage` message with
 * the block's values, or the staff-written text of that locale (English when it has none).
 */
export function blockText(
  t: FinalPageTranslate,
  locale: string,
  text: FinalPageText,
  values: Record<string, string | number> = {},
): string {
  const resolved = resolveText(text, locale);
  return resolved.kind === "message" ? t(resolved.key, values) : resolved.text;
}
