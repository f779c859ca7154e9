/**
 * Which locales a page's own copy lacks (docs/final-admin.md, "Publishing"; docs/landing-pages.md): staff-written text
 * is stored per locale and falls back to English where a locale has none; message keys are
 * translated everywhere and never lack. Shared by the final page (`{ text: { en, … } }`) and
 * landing page (`{ en, … }`) stores; pure, no zod.
 */

/** The locales, other than English, that at least one copy lacks, in the order of `locales`. */
export function localesLackingCopy(copies: ReadonlyArray<Readonly<Record<string, string>>>, locales: readonly string[]): string[] {
  return locales.filter((locale) => locale !== "en" && copies.some((copy) => !copy[locale]?.trim()));
}

/** Every staff-written copy (`{ text: { … } }`) anywhere in a final page's content. */
export function finalPageCopies(content: unknown): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const record = value as Record<string, unknown>;
    const text = record.text;
    if (typeof text === "object" && text !== null && !Array.isArray(text) && Object.values(text).every((v) => typeof v === "string")) {
      found.push(text as Record<string, string>);
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(content);
  return found;
}

/** Every staff-written copy (`{ en, de, … }`: an English text and strings only) in a landing page's content. */
export function plainCopies(content: unknown): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record.en === "string" && Object.values(record).every((v) => typeof v === "string")) {
      found.push(record as Record<string, string>);
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(content);
  return found;
}

/**
 * Whether a publish may go ahead: every locale lacking copy was named in `englishFallbackFor`
 * (the editor's explicit "publish with English fallback for: …"). Returns the locales still
 * unconfirmed; empty when it may.
 */
export function unconfirmedFallbacks(lacking: readonly string[], englishFallbackFor: readonly string[]): string[] {
  return lacking.filter((locale) => !englishFallbackFor.includes(locale));
}
