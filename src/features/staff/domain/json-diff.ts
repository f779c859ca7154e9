/** One change between two JSON values, at a path of keys and array indexes. */
export type JsonChange =
  | { op: "add"; path: (string | number)[]; value: unknown }
  | { op: "remove"; path: (string | number)[]; old: unknown }
  | { op: "replace"; path: (string | number)[]; old: unknown; value: unknown };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The changes that turn `before` into `after` (docs/staff.md, "Audit"): objects compared key by
 * key (keys in sorted order, so the diff is stable), arrays index by index (a longer array adds
 * at the end, a shorter one removes from the end, from the last index down), anything else
 * replaced whole when it differs. `undefined` object values count as absent. Equal values give [].
 */
export function jsonDiff(before: unknown, after: unknown, path: (string | number)[] = []): JsonChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key): JsonChange[] => {
      const had = before[key] !== undefined;
      const has = after[key] !== undefined;
      if (had && !has) return [{ op: "remove", path: [...path, key], old: before[key] }];
      if (!had && has) return [{ op: "add", path: [...path, key], value: after[key] }];
      if (!had && !has) return [];
      return jsonDiff(before[key], after[key], [...path, key]);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: JsonChange[] = [];
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) changes.push(...jsonDiff(before[i], after[i], [...path, i]));
    for (let i = common; i < after.length; i++) changes.push({ op: "add", path: [...path, i], value: after[i] });
    for (let i = before.length - 1; i >= common; i--) changes.push({ op: "remove", path: [...path, i], old: before[i] });
    return changes;
  }
  if (before === after) return [];
  return [{ op: "replace", path, old: before, value: after }];
}
