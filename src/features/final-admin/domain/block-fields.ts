/**
 * The block editors' field descriptions and their pure helpers (docs/final-admin.md, "Editor"):
 * what each block type's form shows, how a text is read and written for one locale, and which
 * texts still lack a translation. Shared by the final page and the landing page editors; no
 * React, no zod (client bundles carry none).
 */

/** `plain`: `{ en: "…", de: "…" }` (landing pages); `message`: `{ key }` or `{ text: { … } }` (final pages). */
export type TextMode = "plain" | "message";

export type FieldSpec =
  | { kind: "text"; name: string; label: string; optional?: boolean; long?: boolean }
  | { kind: "number"; name: string; label: string; min: number; max: number }
  | { kind: "boolean"; name: string; label: string }
  | { kind: "select"; name: string; label: string; options: { value: string; label: string }[] }
  | { kind: "string"; name: string; label: string; optional?: boolean; placeholder?: string }
  /** An image address on this site, typed or filled by an upload (the funnel editor's image store). */
  | { kind: "image"; name: string; label: string; optional?: boolean }
  | { kind: "items"; name: string; label: string; fields: FieldSpec[]; min: number; max: number; template: () => Record<string, unknown> };

export type BlockSpec = { type: string; label: string; fields: FieldSpec[]; template: () => Record<string, unknown>; max?: number };

export type Block = Record<string, unknown> & { type: string };

/** What a text field shows for a locale: a message key (translated everywhere) or the locale's own text. */
export type TextView = { kind: "message"; key: string } | { kind: "text"; value: string; english: string };

export function readText(value: unknown, mode: TextMode, locale: string): TextView {
  if (mode === "message" && isRecord(value) && typeof value.key === "string") return { kind: "message", key: value.key };
  const map = textMap(value, mode);
  return { kind: "text", value: map[locale] ?? "", english: map.en ?? "" };
}

/** The text with the locale's copy set (an empty string removes that locale's copy). */
export function writeText(value: unknown, mode: TextMode, locale: string, next: string): unknown {
  const map = { ...textMap(value, mode) };
  if (next === "") delete map[locale];
  else map[locale] = next;
  if (mode === "plain") return Object.keys(map).length ? map : undefined;
  return { text: map };
}

/** Staff's own copy in place of a message key, starting from the English given. */
export function ownText(mode: TextMode, english: string): unknown {
  return mode === "plain" ? { en: english } : { text: { en: english } };
}

function textMap(value: unknown, mode: TextMode): Record<string, string> {
  if (!isRecord(value)) return {};
  const map = mode === "message" ? value.text : value;
  return isRecord(map) ? (Object.fromEntries(Object.entries(map).filter(([, v]) => typeof v === "string")) as Record<string, string>) : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a text lacks its own copy in `locale` (message keys never do; an empty optional text neither). */
export function isMissing(value: unknown, mode: TextMode, locale: string): boolean {
  const view = readText(value, mode, locale);
  if (view.kind === "message") return false;
  if (locale === "en") return view.english === "";
  return view.english !== "" && view.value === "";
}

/** The number of texts in a block (or item) that lack their copy in `locale`; required English counts too. */
export function countMissing(record: Record<string, unknown>, fields: FieldSpec[], mode: TextMode, locale: string): number {
  let count = 0;
  for (const field of fields) {
    const value = record[field.name];
    if (field.kind === "text") {
      if (locale === "en" ? !field.optional && isMissing(value, mode, "en") : isMissing(value, mode, locale)) count += 1;
    } else if (field.kind === "items" && Array.isArray(value)) {
      for (const item of value) if (isRecord(item)) count += countMissing(item, field.fields, mode, locale);
    }
  }
  return count;
}

/** Missing texts per locale over the whole page (page-level texts first, then every block). */
export function missingByLocale(
  page: { fields: FieldSpec[]; values: Record<string, unknown> },
  blocks: Block[],
  specs: BlockSpec[],
  mode: TextMode,
  locales: readonly string[],
): Record<string, number> {
  const specOf = new Map(specs.map((spec) => [spec.type, spec]));
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      countMissing(page.values, page.fields, mode, locale) +
        blocks.reduce((sum, block) => sum + countMissing(block, specOf.get(block.type)?.fields ?? [], mode, locale), 0),
    ]),
  );
}

/** Moves the item at `from` to `to` (drag and drop, or the keyboard's up/down buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
