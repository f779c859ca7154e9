/**
 * Copy in a final page's blocks (docs/final-page.md, "Copy"): either a key of the `finalPage`
 * messages, translated in every locale, or text per locale written by staff (English required,
 * other locales fall back to English), like the quiz's localized text.
 */
export type FinalPageText = { key: string } | { text: Readonly<Record<string, string>> };

/** What a component renders: a message key to translate, or the finished text. */
export type ResolvedText = { kind: "message"; key: string } | { kind: "literal"; text: string };

export function resolveText(text: FinalPageText, locale: string): ResolvedText {
  if ("key" in text) return { kind: "message", key: text.key };
  return { kind: "literal", text: text.text[locale] ?? text.text.en ?? "" };
}
