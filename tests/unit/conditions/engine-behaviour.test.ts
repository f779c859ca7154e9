import { describe, expect, it } from "vitest";
import { BoundedCache } from "@/features/conditions/domain/bounded-cache";
import { createConditionEngine } from "@/features/conditions/domain/condition-engine";
import { countTopLevelAndClauses } from "@/features/conditions/domain/count-and-clauses";
import {
  checkCondition,
  evaluateCondition,
  setConditionLogger,
} from "@/features/conditions/domain/evaluate-condition";
import { conditionLimits } from "@/features/conditions/domain/limits";
import { compilePattern } from "@/features/conditions/domain/regex/pattern-cache";

function engineWithLog() {
  const logs: Array<{ message: string; expression: string }> = [];
  const engine = createConditionEngine({
    log: (message, details) => logs.push({ message, expression: details.expression }),
  });
  return { engine, logs };
}

describe("condition engine", () => {
  it("logs a failing expression once, with the expression and a developer-facing reason", () => {
    const { engine, logs } = engineWithLog();
    for (let i = 0; i < 5; i++) expect(engine.evaluate("age > 'x' + ", { age: 3 })).toBe(false);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.expression).toBe("age > 'x' + ");
    expect(logs[0]?.message).toMatch(/^condition failed: /);
    expect(engine.evaluate("1 / zero == 1", { zero: 0 })).toBe(false);
    expect(logs).toHaveLength(2);
    expect(logs[1]?.message).toContain("division by zero");
  });

  it("an evaluation failure depends on the context, a syntax failure does not", () => {
    const { engine, logs } = engineWithLog();
    expect(engine.evaluate("10 / n > 1", { n: 2 })).toBe(true);
    expect(engine.evaluate("10 / n > 1", { n: 0 })).toBe(false);
    expect(engine.evaluate("10 / n > 1", { n: 5 })).toBe(true);
    expect(logs).toHaveLength(1);
  });

  it("never lets a throwing logger escape", () => {
    const engine = createConditionEngine({
      log: () => {
        throw new Error("logger down");
      },
    });
    expect(engine.evaluate("(", {})).toBe(false);
  });

  it("accepts any value as expression and context without throwing", () => {
    const { engine, logs } = engineWithLog();
    expect(engine.evaluate(undefined as unknown as string, {})).toBe(false);
    expect(engine.evaluate(42 as unknown as string, {})).toBe(false);
    const hostile = {
      toString() {
        throw new Error("no");
      },
    };
    expect(engine.evaluate(hostile as unknown as string, {})).toBe(false);
    expect(engine.evaluate("country == null", null as unknown as Record<string, unknown>)).toBe(
      true,
    );
    expect(engine.evaluate("length == null", "text" as unknown as Record<string, unknown>)).toBe(
      true,
    );
    expect(logs.length).toBe(3);
  });

  it("reads context getters that throw as a failure, not a crash", () => {
    const { engine, logs } = engineWithLog();
    const context = Object.defineProperty({}, "boom", {
      enumerable: true,
      get() {
        throw new Error("getter");
      },
    });
    expect(engine.evaluate("boom == 1", context)).toBe(false);
    expect(logs).toHaveLength(1);
  });

  it("does not read inherited properties of class instances or objects with a prototype", () => {
    const { engine } = engineWithLog();
    const parent = { secret: "inherited" };
    const child = Object.create(parent) as Record<string, unknown>;
    child.own = "mine";
    expect(engine.evaluate("own == 'mine'", child)).toBe(true);
    expect(engine.evaluate("secret == null", child)).toBe(true);
    expect(engine.evaluate("box.secret == null", { box: child })).toBe(true);
  });

  it("rejects expressions over the length limit and too deep nesting", () => {
    const { engine, logs } = engineWithLog();
    const long = Array.from({ length: 400 }, () => "flag == true").join(" and ");
    expect(long.length).toBeGreaterThan(conditionLimits.maxExpressionLength);
    expect(engine.evaluate(long, { flag: true })).toBe(false);
    const deepNot = "not ".repeat(conditionLimits.maxNestingDepth + 2) + "false";
    expect(engine.evaluate(deepNot, {})).toBe(false);
    const deepList = "[".repeat(80) + "]".repeat(80);
    expect(engine.evaluate(deepList, {})).toBe(false);
    expect(logs).toHaveLength(3);
    const withinLimit = Array.from({ length: 200 }, () => "flag").join(" and ");
    expect(engine.evaluate(withinLimit, { flag: true })).toBe(true);
  });

  it("caps the text `matches` reads and the text `+` and `replace` build", () => {
    const { engine, logs } = engineWithLog();
    const longText = "a".repeat(conditionLimits.maxMatchInputLength + 1);
    expect(engine.evaluate("t matches '^a'", { t: longText })).toBe(false);
    expect(engine.evaluate("t matches '^a'", { t: longText.slice(1) })).toBe(true);
    const big = "x".repeat(conditionLimits.maxStringLength / 2 + 1);
    expect(engine.evaluate("t + t != ''", { t: big })).toBe(false);
    expect(engine.evaluate("t.replace('x', 'xx') != ''", { t: big })).toBe(false);
    expect(logs).toHaveLength(3);
  });

  it("refuses a complex pattern on text too long for its work budget, but runs it on short text", () => {
    const { engine, logs } = engineWithLog();
    const pattern = "'(?:[a-z0-9]|[a-f]){1,30}x'";
    expect(engine.evaluate(`t matches ${pattern}`, { t: "abcx" })).toBe(true);
    expect(engine.evaluate(`t matches ${pattern}`, { t: "a".repeat(2000) })).toBe(false);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.message).toContain("too long for this pattern");
  });

  it("evaluates classic catastrophic-backtracking patterns to the right answer", () => {
    const { engine, logs } = engineWithLog();
    const text = "a".repeat(1500) + "!";
    expect(engine.evaluate("t matches '(a+)+$'", { t: text })).toBe(false);
    expect(engine.evaluate("t matches '(a|a)*!'", { t: text })).toBe(true);
    expect(engine.evaluate("t matches '(a|aa)+b'", { t: text })).toBe(false);
    expect(engine.evaluate("t matches '.*.*.*=.*'", { t: text })).toBe(false);
    expect(logs).toHaveLength(0);
  });

  it("check() reports syntax errors for editors and accepts valid text", () => {
    expect(checkCondition("country in ['DE', 'AT'] and age between 18 and 29")).toBeNull();
    expect(checkCondition("")).toBeNull();
    expect(checkCondition("country == ")).toMatch(/unexpected end of expression/);
    expect(checkCondition("a = 1")).toMatch(/compare with "=="/);
  });

  it("the shared evaluator logs through the logger that is set", () => {
    const seen: string[] = [];
    setConditionLogger((_message, details) => seen.push(details.expression));
    try {
      expect(evaluateCondition("shared ==", {})).toBe(false);
      expect(evaluateCondition("shared ==", {})).toBe(false);
      expect(seen).toEqual(["shared =="]);
      setConditionLogger(null);
      expect(evaluateCondition("shared !=", {})).toBe(false);
      expect(seen).toEqual(["shared =="]);
    } finally {
      setConditionLogger((message) => console.warn(message));
    }
  });
});

describe("countTopLevelAndClauses", () => {
  it.each([
    ["", 0],
    ["   ", 0],
    ["a", 1],
    ["a and b", 2],
    ["a && b AND c", 3],
    ["a and (b and c)", 2],
    ["a or b and c", 1],
    ["(a or b) and c and d", 3],
    ["age between 18 and 29", 1],
    ["age between 18 and 29 and country == 'DE'", 2],
    ["not a and b", 2],
    ["a ? b and c : d", 1],
  ] as const)("%j has %i", (expression, count) => {
    expect(countTopLevelAndClauses(expression)).toBe(count);
  });

  it("throws for text that is not a condition", () => {
    expect(() => countTopLevelAndClauses("a and")).toThrow();
  });
});

describe("BoundedCache", () => {
  it("keeps at most its capacity and drops the oldest entry first", () => {
    const cache = new BoundedCache<number>(3);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    cache.set("a", 10);
    expect(cache.size).toBe(3);
    cache.set("d", 4);
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    expect([cache.get("b"), cache.get("c"), cache.get("d")]).toEqual([2, 3, 4]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe("pattern engine choice", () => {
  it.each([
    ["^fb", "native"],
    ["ads$", "native"],
    ["^(spring|summer)_[0-9]{4}$", "native"],
    ["^\\d+$", "native"],
    ["fasting-woman", "native"],
    ["a*b", "breadth-first"],
    ["^a*b*", "breadth-first"],
    ["(a|ab)c", "breadth-first"],
    ["(a|a)*b", "breadth-first"],
    ["(a+)+$", "breadth-first"],
    ["^(fb|ig)_.*", "native"],
    ["(x|[a-z])", "breadth-first"],
    ["a{1,3}", "breadth-first"],
    ["(", "invalid"],
  ] as const)("%j runs on the %s engine", (pattern, engine) => {
    expect(compilePattern(pattern).engine).toBe(engine);
  });
});
