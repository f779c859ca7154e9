import type { CompareOperator, Node } from "./ast";
import {
  arithmetic,
  callMethod,
  contains,
  hasEdge,
  isBetween,
  isLike,
  isMember,
  matchesPattern,
  negate,
} from "./operators";
import { compareValues, isNumericText, isTruthy, looseEquals, readOwn } from "./values";

/** A compiled expression: reads the context, returns a value, throws ConditionError on failure. */
export type Evaluator = (context: object) => unknown;

/** Turns a parsed expression into nested closures (no eval; safe under a strict CSP). */
export function compileNode(node: Node): Evaluator {
  switch (node.type) {
    case "literal": {
      const value = node.value;
      return () => value;
    }
    case "list": {
      const items = node.items.map(compileNode);
      return (context) => items.map((item) => item(context));
    }
    case "identifier": {
      const name = node.name;
      return (context) => readOwn(context, name);
    }
    case "member": {
      const object = compileNode(node.object);
      const key = compileNode(node.key);
      return (context) => readOwn(object(context), key(context));
    }
    case "call": {
      const object = compileNode(node.object);
      const args = node.args.map(compileNode);
      const method = node.method;
      return (context) =>
        callMethod(
          object(context),
          method,
          args.map((arg) => arg(context)),
        );
    }
    case "negate": {
      const operand = compileNode(node.operand);
      return (context) => negate(operand(context));
    }
    case "not": {
      const operand = compileNode(node.operand);
      return (context) => !isTruthy(operand(context));
    }
    case "arithmetic": {
      const left = compileNode(node.left);
      const right = compileNode(node.right);
      const operator = node.operator;
      return (context) => arithmetic(operator, left(context), right(context));
    }
    case "and": {
      const items = node.items.map(compileNode);
      return (context) => items.every((item) => isTruthy(item(context)));
    }
    case "or": {
      const items = node.items.map(compileNode);
      return (context) => items.some((item) => isTruthy(item(context)));
    }
    case "ternary": {
      const test = compileNode(node.test);
      const then = compileNode(node.then);
      const otherwise = compileNode(node.otherwise);
      return (context) => (isTruthy(test(context)) ? then(context) : otherwise(context));
    }
    case "between": {
      const value = compileNode(node.value);
      const low = compileNode(node.low);
      const high = compileNode(node.high);
      const negated = node.negated;
      return (context) => isBetween(value(context), low(context), high(context)) !== negated;
    }
    case "compare":
      return compileCompare(node);
  }
}

function compileCompare(node: Extract<Node, { type: "compare" }>): Evaluator {
  const left = compileNode(node.left);
  const negated = node.negated;
  if (node.operator === "in") {
    const fast = textSetOf(node.right);
    if (fast) return (context) => isInTextSet(left(context), fast) !== negated;
  }
  const right = compileNode(node.right);
  const test = comparators[node.operator];
  return (context) => test(left(context), right(context)) !== negated;
}

const comparators: Record<CompareOperator, (left: unknown, right: unknown) => boolean> = {
  "==": (a, b) => looseEquals(a, b),
  "!=": (a, b) => !looseEquals(a, b),
  "<": (a, b) => (compareValues(a, b) ?? NaN) < 0,
  "<=": (a, b) => (compareValues(a, b) ?? NaN) <= 0,
  ">": (a, b) => (compareValues(a, b) ?? NaN) > 0,
  ">=": (a, b) => (compareValues(a, b) ?? NaN) >= 0,
  in: (a, b) => isMember(a, b),
  contains: (a, b) => contains(a, b),
  "starts with": (a, b) => hasEdge(a, b, true),
  "ends with": (a, b) => hasEdge(a, b, false),
  matches: (a, b) => matchesPattern(a, b),
  like: (a, b) => isLike(a, b),
};

/** `x in ['a', 'b']` with only non-numeric text literals becomes a set lookup. */
function textSetOf(node: Node): Set<string> | undefined {
  if (node.type !== "list" || node.items.length < 2) return undefined;
  const texts: string[] = [];
  for (const item of node.items) {
    if (item.type !== "literal" || typeof item.value !== "string" || isNumericText(item.value))
      return undefined;
    texts.push(item.value);
  }
  return new Set(texts);
}

function isInTextSet(value: unknown, set: Set<string>): boolean {
  return typeof value === "string" && set.has(value);
}
