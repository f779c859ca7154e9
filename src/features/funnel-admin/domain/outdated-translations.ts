import { localizedTexts } from "./missing-translations";

/** One translation written for an English text that has changed since (docs/funnel-admin.md, "Translations"). */
export type OutdatedText = { stepId: string; path: string; locale: string };

type Step = { id: string };

/**
 * The translations that are outdated: English is the source, so when a text's English changes
 * and a locale's copy is not rewritten with it, that copy was made for the old English. Read
 * from the funnel's versions, oldest first, ending with what the editor holds now: for each
 * text (step id and path) and locale, the English at the version where the locale's copy was
 * last written is compared with the English now. Pure: no dates, no stored marks.
 */
export function outdatedTranslations(history: ReadonlyArray<{ steps?: readonly Step[] } | null | undefined>): OutdatedText[] {
  // `${stepId}\u0000${path}` → locale → the English its copy was written against.
  const writtenAgainst = new Map<string, Map<string, string>>();
  const copies = new Map<string, Record<string, string>>();
  for (const definition of history) {
    for (const step of definition?.steps ?? []) {
      for (const { path, text } of localizedTexts(step)) {
        const key = `${step.id}\u0000${path}`;
        const before = copies.get(key);
        const against = writtenAgainst.get(key) ?? new Map<string, string>();
        for (const [locale, copy] of Object.entries(text)) {
          if (locale === "en" || !copy.trim()) continue;
          if (!before || before[locale] !== copy || !against.has(locale)) against.set(locale, text.en ?? "");
        }
        for (const locale of [...against.keys()]) if (!text[locale]?.trim()) against.delete(locale);
        writtenAgainst.set(key, against);
        copies.set(key, text);
      }
    }
  }
  const current = history.at(-1)?.steps ?? [];
  return current.flatMap((step) =>
    localizedTexts(step).flatMap(({ path, text }) => {
      const against = writtenAgainst.get(`${step.id}\u0000${path}`);
      return [...(against ?? [])].filter(([, english]) => english !== text.en).map(([locale]) => ({ stepId: step.id, path, locale }));
    }),
  );
}
