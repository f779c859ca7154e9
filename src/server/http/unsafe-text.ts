/**
 * Text our storage and logs must never receive: U+0000 (PostgreSQL text refuses it) and lone
 * UTF-16 surrogates (not valid Unicode; they break JSON encoders and drivers downstream).
 */
const unsafe = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeText(text: string): boolean {
  return unsafe.test(text);
}

/** The path of the first string (or object key) holding unsafe text, or null when clean. */
export function findUnsafeText(value: unknown, path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === "string") return hasUnsafeText(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeText(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
