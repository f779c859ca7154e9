import type { ConditionLogger } from "./condition-error";
import { createConditionEngine } from "./condition-engine";

let sink: ConditionLogger | null = (message, details) => {
  console.warn(`[conditions] ${message}`, details.expression);
};

const sharedEngine = createConditionEngine({ log: (message, details) => sink?.(message, details) });

/**
 * Evaluates a condition against a context. An empty condition holds; a condition that cannot
 * be read or evaluated counts as false and is logged once. Never throws.
 *
 *   evaluateCondition("country in ['DE', 'AT'] and utm_source starts with 'fb'", context)
 */
export function evaluateCondition(expression: string, context: Record<string, unknown>): boolean {
  return sharedEngine.evaluate(expression, context);
}

/** Syntax check for editors: the error text, or null when the condition reads fine. */
export function checkCondition(expression: string): string | null {
  return sharedEngine.check(expression);
}

/** Replaces where the shared evaluator logs failures (null silences it). */
export function setConditionLogger(logger: ConditionLogger | null): void {
  sink = logger;
}
