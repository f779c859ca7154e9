/**
 * Reads and writes a value at a dotted path (`options.1.label`) inside plain JSON, returning
 * a new object for writes; the editor changes step copy through it.
 */
export function readAt(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), value);
}

export function writeAt<T>(value: T, path: string, next: unknown): T {
  const keys = path.split(".");
  const copy = structuredClone(value) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== "object") node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = next;
  return copy as T;
}

/** Sets one locale's text of a localized text (an empty text removes that locale, English stays). */
export function withLocaleText(text: Record<string, string>, locale: string, value: string): Record<string, string> {
  const next = { ...text };
  if (value === "" && locale !== "en") delete next[locale];
  else next[locale] = value;
  return next;
}
