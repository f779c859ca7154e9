/**
 * Text our storage and logs must never receive: U+0000 (PostgreSQL text refuses it) and lone
 * UTF-16 surrogates (not valid Unicode; they break JSON encoders and drivers downstream).
 */
const unsafe = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeText(text: string): boolean {
  return unsafe.test(text);
}

/** One value still to look at: where it sits (its key and its parent's step) and whether its key is checked first. */
type Step = { value: unknown; key: string | number | null; parent: Step | null; checkKey: boolean };

function pathOf(step: Step | null): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (or object key) holding unsafe text, or null when clean. An
 * explicit stack, in document order: the cost is linear in the size of the value whatever its
 * depth (no recursion, no path copied per level; the path is built only for the answer), and
 * a value reached twice (shared or cyclic, as decoded server-action arguments can be) is
 * looked at once.
 */
export function findUnsafeText(value: unknown): Array<string | number> | null {
  const seen = new Set<object>();
  const stack: Step[] = [{ value, key: null, parent: null, checkKey: false }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (step.checkKey && typeof step.key === "string" && hasUnsafeText(step.key)) return pathOf(step);
    const current = step.value;
    if (typeof current === "string") {
      if (hasUnsafeText(current)) return pathOf(step);
      continue;
    }
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: step, checkKey: false });
    } else {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: step, checkKey: true });
    }
  }
  return null;
}
