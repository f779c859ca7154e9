import { ConditionError } from "./condition-error";

/** Property names that are never read, whatever the object: no prototype access. */
const blockedKeys = new Set(["__proto__", "constructor", "prototype"]);
const numericText = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** null, undefined, false, 0, NaN, "" and [] are false; everything else is true. */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

/** A finite number, or numeric text read as a number; otherwise undefined. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && numericText.test(value)) {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

export function isNumericText(value: string): boolean {
  return numericText.test(value);
}

export function describeType(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return "list";
  return typeof value === "object" ? "object" : typeof value;
}

/**
 * Equality: same-type values compare strictly (lists and objects deeply); a number equals
 * numeric text with the same value (`'30' == 30`); null equals only null.
 */
export function looseEquals(a: unknown, b: unknown, depth = 0): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === b) return true;
  if (a === null || b === null) return false;
  const typeA = typeof a;
  const typeB = typeof b;
  if (typeA === "number" && typeB === "string")
    return numericText.test(b as string) && Number(b) === a;
  if (typeA === "string" && typeB === "number")
    return numericText.test(a as string) && Number(a) === b;
  if (typeA !== "object" || typeB !== "object" || depth > 16) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => looseEquals(item, b[index], depth + 1));
  }
  const keysA = Object.keys(a as object);
  const keysB = Object.keys(b as object);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b as object, key) && looseEquals(readOwn(a, key), readOwn(b, key), depth + 1),
  );
}

/**
 * Ordering for `< <= > >=` and `between`: numbers (or a number and numeric text) numerically,
 * two texts by code unit. Returns undefined when either side is null (the comparison is
 * then false); throws for values that have no order (lists, objects, booleans, text vs number).
 */
export function compareValues(a: unknown, b: unknown): number | undefined {
  if (a === null || a === undefined || b === null || b === undefined) return undefined;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== undefined && y !== undefined && (typeof a === "number" || typeof b === "number"))
    return x - y;
  throw new ConditionError(`cannot order ${describeType(a)} and ${describeType(b)}`);
}

/** Own-property lookup; missing, blocked or function values read as null. */
export function readOwn(object: unknown, key: unknown): unknown {
  if (object === null || object === undefined) return null;
  if (typeof key === "string" && typeof object === "object" && !Array.isArray(object)) {
    // The common case, a name on a plain record: one own-property check.
    if (blockedKeys.has(key) || !Object.hasOwn(object, key)) return null;
    return normalise((object as Record<string, unknown>)[key]);
  }
  let name: string;
  if (typeof key === "string") name = key;
  else if (typeof key === "number" && Number.isInteger(key)) name = String(key);
  else throw new ConditionError(`cannot use ${describeType(key)} as a key`);
  if (blockedKeys.has(name)) return null;
  if (typeof object === "string") {
    if (name === "length") return object.length;
    const index = asIndex(name);
    return index !== undefined && index < object.length ? object[index] : null;
  }
  if (typeof object !== "object") return null;
  if (Array.isArray(object)) {
    if (name === "length") return object.length;
    const index = asIndex(name);
    return index !== undefined && index < object.length ? normalise(object[index]) : null;
  }
  if (!Object.hasOwn(object, name)) return null;
  return normalise((object as Record<string, unknown>)[name]);
}

function asIndex(name: string): number | undefined {
  return /^(?:0|[1-9]\d{0,8})$/.test(name) ? Number(name) : undefined;
}

function normalise(value: unknown): unknown {
  if (value === undefined || typeof value === "function" || typeof value === "symbol") return null;
  if (typeof value === "bigint") return Number(value);
  return value;
}
