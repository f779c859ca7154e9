/**
 * Text the database and every later reader can store safely: no NUL character and no lone
 * UTF-16 surrogate (half of a pair, which is not a character at all). Checked in every string
 * of an answer, keys included, before anything is validated or saved.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !text.includes("\u0000") && !loneSurrogate.test(text);
}

export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isSafeText(value);
  if (depth > 8 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => hasUnsafeText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => !isSafeText(key) || hasUnsafeText(item, depth + 1));
}
