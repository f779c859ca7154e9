import { BoundedCache } from "./bounded-cache";
import { compileNode, type Evaluator } from "./compile-node";
import type { ConditionLogger } from "./condition-error";
import { conditionLimits } from "./limits";
import { parseExpression } from "./parse-expression";
import { isTruthy } from "./values";

type Compiled = { ok: true; evaluate: Evaluator } | { ok: false; error: string };

export type ConditionEngine = {
  /** True when the expression holds for the context; false on any failure (logged once). */
  evaluate: (expression: string, context: Record<string, unknown>) => boolean;
  /** Syntax check for editors: the parse error, or null when the expression reads fine. */
  check: (expression: string) => string | null;
};

export type ConditionEngineOptions = {
  /** Where failures go (once per expression text). Defaults to no logging. */
  log?: ConditionLogger;
  /** Parsed expressions kept (by text). */
  cacheSize?: number;
};

/**
 * An evaluator with its own caches. Expressions are parsed once and cached by text; a failing
 * expression is logged the first time it fails and then stays quiet. Never throws.
 */
export function createConditionEngine(options: ConditionEngineOptions = {}): ConditionEngine {
  const compiled = new BoundedCache<Compiled>(
    options.cacheSize ?? conditionLimits.expressionCacheSize,
  );
  const logged = new BoundedCache<true>(options.cacheSize ?? conditionLimits.expressionCacheSize);

  const report = (expression: string, error: unknown) => {
    if (!options.log || logged.get(expression)) return;
    logged.set(expression, true);
    const message = error instanceof Error ? error.message : String(error);
    try {
      options.log(`condition failed: ${message}`, { expression, error: message });
    } catch {
      // A failing logger must never break evaluation.
    }
  };

  const compile = (expression: string): Compiled => {
    const cached = compiled.get(expression);
    if (cached) return cached;
    let entry: Compiled;
    try {
      entry = { ok: true, evaluate: compileNode(parseExpression(expression)) };
    } catch (error) {
      entry = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    compiled.set(expression, entry);
    return entry;
  };

  return {
    evaluate(expression, context) {
      let entry = compiled.get(expression);
      if (!entry) {
        if (typeof expression !== "string") {
          report(`<${typeof expression}>`, new Error("the condition is not text"));
          return false;
        }
        if (expression.trim() === "") return true;
        entry = compile(expression);
      }
      if (!entry.ok) {
        report(expression, new Error(entry.error));
        return false;
      }
      const scope = context !== null && typeof context === "object" ? context : {};
      try {
        return isTruthy(entry.evaluate(scope));
      } catch (error) {
        report(expression, error);
        return false;
      }
    },
    check(expression) {
      if (typeof expression !== "string") return "the condition is not text";
      if (expression.trim() === "") return null;
      const entry = compile(expression);
      return entry.ok ? null : entry.error;
    },
  };
}
