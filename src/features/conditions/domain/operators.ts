import { ConditionError } from "./condition-error";
import { conditionLimits } from "./limits";
import { matchPattern } from "./match-pattern";
import { testPattern } from "./regex/pattern-cache";
import {
  asNumber,
  compareValues,
  describeType,
  isNumericText,
  looseEquals,
  readOwn,
} from "./values";

/** `item in container`: list membership, substring of text, or own key of an object. */
export function isMember(item: unknown, container: unknown): boolean {
  if (container === null || container === undefined) return false;
  if (Array.isArray(container)) return container.some((entry) => looseEquals(item, entry));
  if (typeof container === "string") {
    if (item === null || item === undefined) return false;
    if (typeof item !== "string" && typeof item !== "number") {
      throw new ConditionError(`cannot look for ${describeType(item)} in text`);
    }
    return container.includes(String(item));
  }
  if (typeof container === "object") {
    if (typeof item !== "string" && typeof item !== "number") return false;
    return readOwn(container, item) !== null;
  }
  throw new ConditionError(`"in" needs a list, text or object, not ${describeType(container)}`);
}

/** `container contains item`: for text and lists. */
export function contains(container: unknown, item: unknown): boolean {
  if (container === null || container === undefined) return false;
  if (typeof container === "number") container = String(container);
  if (typeof container !== "string" && !Array.isArray(container)) {
    throw new ConditionError(`"contains" needs text or a list, not ${describeType(container)}`);
  }
  return isMember(item, container);
}

/** `starts with` / `ends with`: text prefix/suffix, or first/last list element. */
export function hasEdge(value: unknown, edge: unknown, atStart: boolean): boolean {
  if (value === null || value === undefined || edge === null || edge === undefined) return false;
  if (Array.isArray(value)) {
    if (value.length === 0) return false;
    return looseEquals(atStart ? value[0] : value[value.length - 1], edge);
  }
  if (typeof value === "number") value = String(value);
  if (typeof value !== "string") {
    throw new ConditionError(
      `"${atStart ? "starts" : "ends"} with" needs text or a list, not ${describeType(value)}`,
    );
  }
  if (typeof edge !== "string" && typeof edge !== "number") {
    throw new ConditionError(`cannot compare text with ${describeType(edge)}`);
  }
  return atStart ? value.startsWith(String(edge)) : value.endsWith(String(edge));
}

/** `value between low and high`, both ends included. */
export function isBetween(value: unknown, low: unknown, high: unknown): boolean {
  const fromLow = compareValues(value, low);
  const toHigh = compareValues(value, high);
  if (fromLow === undefined || toHigh === undefined) return false;
  return fromLow >= 0 && toHigh <= 0;
}

/** `value matches 'pattern'` (also `~=`): a capped, linear-time regular expression search. */
export function matchesPattern(value: unknown, pattern: unknown): boolean {
  if (typeof pattern !== "string")
    throw new ConditionError(`a pattern must be text, not ${describeType(pattern)}`);
  if (value === null || value === undefined) return false;
  if (typeof value === "number") value = String(value);
  if (typeof value !== "string")
    throw new ConditionError(`cannot match ${describeType(value)} against a pattern`);
  if (value.length > conditionLimits.maxMatchInputLength) {
    throw new ConditionError(
      `text longer than ${conditionLimits.maxMatchInputLength} characters for "matches"`,
    );
  }
  return testPattern(pattern, value);
}

/** `value like 'fb*'` or `value like ['fb*', '!fb_test']`: wildcard patterns (see match-pattern). */
export function isLike(value: unknown, patterns: unknown): boolean {
  if (typeof value === "number") value = String(value);
  if (value !== null && value !== undefined && typeof value !== "string") {
    throw new ConditionError(`cannot match ${describeType(value)} against a wildcard pattern`);
  }
  const list = Array.isArray(patterns) ? patterns : [patterns];
  if (!list.every((entry): entry is string => typeof entry === "string")) {
    throw new ConditionError(`wildcard patterns must be text`);
  }
  return matchPattern(
    value as string | null | undefined,
    Array.isArray(patterns) ? list : (list[0] as string),
  );
}

/** `+ - * / %`. `+` joins two texts, and text that is not numeric with a number. */
export function arithmetic(operator: string, left: unknown, right: unknown): unknown {
  if (operator === "+") {
    const textLeft = typeof left === "string";
    const textRight = typeof right === "string";
    if (
      (textLeft && textRight) ||
      (textLeft && typeof right === "number" && !isNumericText(left as string)) ||
      (textRight && typeof left === "number" && !isNumericText(right as string))
    ) {
      return capText(String(left) + String(right));
    }
  }
  const x = asNumber(left);
  const y = asNumber(right);
  if (x === undefined || y === undefined) {
    throw new ConditionError(
      `cannot apply "${operator}" to ${describeType(left)} and ${describeType(right)}`,
    );
  }
  if ((operator === "/" || operator === "%") && y === 0)
    throw new ConditionError("division by zero");
  const result =
    operator === "+"
      ? x + y
      : operator === "-"
        ? x - y
        : operator === "*"
          ? x * y
          : operator === "/"
            ? x / y
            : x % y;
  if (!Number.isFinite(result)) throw new ConditionError("number out of range");
  return result;
}

export function negate(value: unknown): number {
  const number = asNumber(value);
  if (number === undefined) throw new ConditionError(`cannot negate ${describeType(value)}`);
  return number === 0 ? 0 : -number;
}

/** Methods on text: replace(a, b) (every occurrence, literal text), lower(), upper(), trim(). */
export function callMethod(receiver: unknown, method: string, args: unknown[]): unknown {
  const arity: Record<string, number> = { replace: 2, lower: 0, upper: 0, trim: 0 };
  const expected = Object.hasOwn(arity, method) ? arity[method] : undefined;
  if (expected === undefined) throw new ConditionError(`unknown method "${method}"`);
  if (args.length !== expected) throw new ConditionError(`"${method}" takes ${expected} arguments`);
  if (receiver === null || receiver === undefined) return null;
  if (typeof receiver === "number") receiver = String(receiver);
  if (typeof receiver !== "string")
    throw new ConditionError(`"${method}" needs text, not ${describeType(receiver)}`);
  const text = receiver as string;
  switch (method) {
    case "lower":
      return text.toLowerCase();
    case "upper":
      return text.toUpperCase();
    case "trim":
      return text.trim();
    default: {
      const [search, replacement] = args.map((arg) => {
        if (typeof arg === "number") return String(arg);
        if (typeof arg !== "string") throw new ConditionError(`"replace" needs text arguments`);
        return arg;
      }) as [string, string];
      if (search === "") return text;
      const parts = text.split(search);
      const length = text.length + (parts.length - 1) * (replacement.length - search.length);
      if (length > conditionLimits.maxStringLength) throw new ConditionError("text too long");
      return parts.join(replacement);
    }
  }
}

function capText(text: string): string {
  if (text.length > conditionLimits.maxStringLength) throw new ConditionError("text too long");
  return text;
}
