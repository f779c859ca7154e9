/**
 * Which texts of a step have no copy in a locale (docs/funnel-admin.md, "Translations"). A
 * localized text is an object with an `en` key and string values; English is the source, so a
 * text missing in another locale falls back to English for visitors and is flagged here.
 */
export type MissingText = { path: string };

function isLocalizedText(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Record<string, unknown>).en === "string" &&
    Object.values(value).every((text) => typeof text === "string")
  );
}

/** Every localized text inside a value, with its path (`title`, `options.1.label`, `items.0`). */
export function localizedTexts(value: unknown, path = ""): { path: string; text: Record<string, string> }[] {
  if (isLocalizedText(value)) return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => localizedTexts(item, join(path, String(index))));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => localizedTexts(item, join(path, key)));
  }
  return [];
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The texts of one step that `locale` lacks (empty or absent). */
export function missingTexts(step: unknown, locale: string): MissingText[] {
  return localizedTexts(step)
    .filter(({ text }) => !text[locale]?.trim())
    .map(({ path }) => ({ path }));
}

/** Per step id: how many texts `locale` lacks; and the total. */
export function countMissing(steps: readonly { id: string }[], locale: string): { byStep: Record<string, number>; total: number } {
  const byStep: Record<string, number> = {};
  let total = 0;
  for (const step of steps) {
    const count = missingTexts(step, locale).length;
    byStep[step.id] = count;
    total += count;
  }
  return { byStep, total };
}
