import { BoundedCache } from "./bounded-cache";
import { conditionLimits } from "./limits";
import { parseExpression } from "./parse-expression";

const counts = new BoundedCache<number>(conditionLimits.expressionCacheSize);

/**
 * Number of clauses joined by a top-level `and` (`&&`): `a and (b or c) and d` has 3, `a` has 1,
 * an empty condition 0. The `and` of `between x and y` is not a clause separator.
 * Throws ConditionError when the expression cannot be read.
 */
export function countTopLevelAndClauses(expression: string): number {
  if (expression.trim() === "") return 0;
  const cached = counts.get(expression);
  if (cached !== undefined) return cached;
  const node = parseExpression(expression);
  const count = node.type === "and" ? node.items.length : 1;
  counts.set(expression, count);
  return count;
}
