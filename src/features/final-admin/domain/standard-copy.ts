/**
 * The standard copy the final page editor shows in place of a message key, and the copy
 * "Write our own copy" starts from (docs/final-admin.md, "Editor"). Pure; no zod.
 */

/** Locale → message key (dotted, inside the `finalPage` namespace) → the text visitors read. */
export type StandardCopy = Record<string, Record<string, string>>;

/** `{ hero: { title: "…" } }` → `{ "hero.title": "…" }` (strings only). */
export function flattenMessages(tree: unknown, prefix = ""): Record<string, string> {
  if (typeof tree !== "object" || tree === null) return {};
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") flat[key] = value;
    else Object.assign(flat, flattenMessages(value, key));
  }
  return flat;
}

/** Whether a message fills in values (`{goal}`, plurals): such copy cannot become fixed text. */
export function hasPlaceholders(text: string): boolean {
  return /[{}]/.test(text);
}

/**
 * The own copy a message key becomes when staff choose to write their own: the standard text in
 * English (always required) and in the locale being edited — never in the others, which would
 * then silently keep a translation of text staff are about to change; they stay missing and
 * publishing asks about them. Where the message fills in values it starts empty (the standard
 * text stays visible as the placeholder).
 */
export function ownCopyFrom(copy: StandardCopy, key: string, locale: string): Record<string, string> {
  const texts = [...new Set(["en", locale])].flatMap((code) => {
    const text = copy[code]?.[key];
    return text === undefined ? [] : [[code, text] as const];
  });
  if (texts.length === 0 || texts.some(([, text]) => hasPlaceholders(text))) return {};
  return Object.fromEntries(texts);
}
