/**
 * Wildcard patterns for query, cookie and locale values.
 *
 * - `*` matches any run of characters (also none); every other character is literal.
 * - Matching ignores letter case (`FB_ads` matches `fb*`).
 * - `!` in front negates: `!fb*` matches every value that does not start with "fb",
 *   including a missing value.
 * - A list matches when the value matches at least one positive pattern (or the list has
 *   only negated ones) and none of the negated ones: `['fb*', '!fb_test']`.
 * - A missing value (null/undefined) matches no positive pattern, not even `*`.
 * - An empty list matches nothing.
 */
export function matchPattern(
  value: string | undefined | null,
  pattern: string | string[],
): boolean {
  const patterns = Array.isArray(pattern) ? pattern : [pattern];
  if (patterns.length === 0) return false;
  const text =
    typeof value === "string"
      ? value.toLowerCase()
      : typeof value === "number"
        ? String(value)
        : null;
  let positives = 0;
  let positiveHit = false;
  for (const entry of patterns) {
    if (typeof entry !== "string") continue;
    if (entry.startsWith("!")) {
      if (text !== null && wildcardMatch(text, entry.slice(1).toLowerCase())) return false;
      continue;
    }
    positives++;
    if (!positiveHit && text !== null && wildcardMatch(text, entry.toLowerCase()))
      positiveHit = true;
  }
  return positives === 0 ? true : positiveHit;
}

/** Glob match with `*` only: greedy with one back-off point, so never exponential. */
function wildcardMatch(text: string, pattern: string): boolean {
  let t = 0;
  let p = 0;
  let starP = -1;
  let starT = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === text[t]) {
      t++;
      p++;
    } else if (p < pattern.length && pattern[p] === "*") {
      starP = p++;
      starT = t;
    } else if (starP >= 0) {
      p = starP + 1;
      t = ++starT;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
