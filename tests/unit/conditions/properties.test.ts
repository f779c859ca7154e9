import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createConditionEngine } from "@/features/conditions/domain/condition-engine";
import {
  evaluateCondition,
  setConditionLogger,
} from "@/features/conditions/domain/evaluate-condition";
import { compileProgram } from "@/features/conditions/domain/regex/compile-program";
import { parseRegex } from "@/features/conditions/domain/regex/parse-regex";
import { runMachine, toMachine } from "@/features/conditions/domain/regex/run-program";

const words = [
  "and",
  "or",
  "not",
  "in",
  "contains",
  "starts",
  "ends",
  "with",
  "between",
  "matches",
  "like",
  "true",
  "false",
  "null",
  "country",
  "age",
  "splits",
  "nested",
  "constructor",
  "__proto__",
  "prototype",
  "x",
  "replace",
  "lower",
];
const symbols = [
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "&&",
  "||",
  "!",
  "~=",
  "+",
  "-",
  "*",
  "/",
  "%",
  "(",
  ")",
  "[",
  "]",
  ",",
  "?",
  ":",
  ".",
  "'",
  '"',
  "=",
  "\\",
  "0",
  "1",
  "3.5",
  "'DE'",
  "'^(a+)+$'",
  "'fb*'",
  "[1, 2]",
  "🍎",
  "é",
  " ",
];
const tokenSoup = fc
  .array(fc.constantFrom(...words, ...symbols), { maxLength: 30 })
  .map((parts) => parts.join(" "));

const contextArbitrary = fc.oneof(
  fc.dictionary(fc.constantFrom(...words, "a", "b"), fc.anything({ maxDepth: 3 })),
  fc.object({ maxDepth: 3 }),
  fc.constant({ country: "DE", age: 34, splits: ["a"], nested: { a: [1, { b: "x" }] } }),
);

describe("condition properties", () => {
  it("evaluateCondition never throws and always returns a boolean for arbitrary text and contexts", () => {
    setConditionLogger(null);
    try {
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), tokenSoup),
          contextArbitrary,
          (text, ctx) => {
            const result = evaluateCondition(text, ctx as Record<string, unknown>);
            expect(typeof result).toBe("boolean");
          },
        ),
        { numRuns: 3000 },
      );
    } finally {
      setConditionLogger((message) => console.warn(message));
    }
  });

  it("evaluation is deterministic: the same text and context give the same answer", () => {
    const engine = createConditionEngine();
    const other = createConditionEngine();
    fc.assert(
      fc.property(tokenSoup, contextArbitrary, (text, ctx) => {
        const context = ctx as Record<string, unknown>;
        expect(engine.evaluate(text, context)).toBe(other.evaluate(text, context));
        expect(engine.evaluate(text, context)).toBe(engine.evaluate(text, context));
      }),
      { numRuns: 1000 },
    );
  });

  it("never reads through the prototype chain, whatever the path", () => {
    const engine = createConditionEngine();
    const blocked = [
      "constructor",
      "__proto__",
      "prototype",
      "toString",
      "hasOwnProperty",
      "valueOf",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...blocked), { minLength: 1, maxLength: 4 }), (path) => {
        const expression = `${["nested", ...path].join(".")} == null`;
        expect(engine.evaluate(expression, { nested: { a: 1 } })).toBe(true);
        const bracketed = `nested${path.map((key) => `['${key}']`).join("")} == null`;
        expect(engine.evaluate(bracketed, { nested: { a: 1 } })).toBe(true);
      }),
    );
  });

  it("`not` inverts every condition that evaluates without failure", () => {
    const engine = createConditionEngine();
    const comparisons = fc
      .tuple(
        fc.constantFrom("age", "country", "splits", "missing", "3", "'DE'"),
        fc.constantFrom("==", "!=", "in", "contains", "<", ">="),
        fc.constantFrom("34", "'DE'", "['DE', 'AT']", "null", "'a'"),
      )
      .map((parts) => parts.join(" "));
    fc.assert(
      fc.property(comparisons, (expression) => {
        const logs: string[] = [];
        const checked = createConditionEngine({ log: (m) => logs.push(m) });
        const context = { age: 34, country: "DE", splits: ["a"] };
        const value = checked.evaluate(expression, context);
        const inverted = checked.evaluate(`not (${expression})`, context);
        if (logs.length === 0) expect(inverted).toBe(!value);
        else expect([value, inverted]).toEqual([false, false]);
        expect(engine.evaluate(expression, context)).toBe(value);
      }),
    );
  });
});

/** Patterns from a small grammar that both engines understand. */
const patternArbitrary: fc.Arbitrary<string> = fc.letrec<{
  pattern: string;
  piece: string;
  atom: string;
}>((tie) => ({
  atom: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(
      "a",
      "b",
      "1",
      "_",
      " ",
      ".",
      "[ab]",
      "[^a]",
      "[a-c1]",
      "\\d",
      "\\w",
      "\\s",
      "\\D",
      "\\W",
      "é",
    ),
    tie("pattern").map((inner) => `(?:${inner})`),
    tie("pattern").map((inner) => `(${inner})`),
  ),
  piece: fc.oneof(
    tie("atom"),
    fc
      .tuple(tie("atom"), fc.constantFrom("*", "+", "?", "{2}", "{1,3}", "{0,}", "*?", "+?"))
      .map(([a, q]) => a + q),
    fc.constantFrom("^", "$", "\\b", "\\B"),
  ),
  pattern: fc.oneof(
    fc.array(tie("piece"), { minLength: 0, maxLength: 4 }).map((pieces) => pieces.join("")),
    fc.tuple(tie("pattern"), tie("pattern")).map(([left, right]) => `${left}|${right}`),
  ),
})).pattern;

describe("breadth-first pattern matcher", () => {
  it("agrees with the built-in engine on the supported syntax", () => {
    fc.assert(
      fc.property(
        patternArbitrary.filter((p) => p.length <= 120),
        fc.string({ unit: fc.constantFrom("a", "b", "1", "_", " ", "é", "x"), maxLength: 12 }),
        (pattern, text) => {
          let program;
          try {
            program = compileProgram(parseRegex(pattern));
          } catch (error) {
            // Only the size limit may refuse a pattern from this grammar.
            expect(String(error)).toMatch(/too large/);
            return;
          }
          const machine = toMachine(program);
          expect(runMachine(machine, text)).toBe(new RegExp(pattern, "u").test(text));
        },
      ),
      // Seeded: the built-in engine, the oracle here, backtracks exponentially on a few patterns
      // of this grammar (one below took it 23 s), so an unseeded run could time out at random.
      // PROPERTY_SEED=<n> explores other inputs.
      { numRuns: 4000, seed: Number(process.env.PROPERTY_SEED ?? 20261129) },
    );
  });

  it("answers at once where the built-in engine backtracks for seconds", () => {
    // Found by the property above: nested quantifiers around alternatives that can match
    // nothing. The built-in engine took 23 s to answer true; the machine steps through the
    // text once.
    const pattern = String.raw`(\d{2}(?:(?:[ab].*)1(\W)[^a])?\B1||)?((\B[^a]*|||é((?:é))?|\D\B){2})*^`;
    expect(runMachine(toMachine(compileProgram(parseRegex(pattern))), "é a1_a1 x_")).toBe(true);
  });

  it("accepts only patterns the built-in engine also accepts in unicode mode", () => {
    const soup = fc
      .array(
        fc.constantFrom(
          "a",
          "(",
          ")",
          "[",
          "]",
          "{",
          "}",
          "{2}",
          "{1,",
          "*",
          "+",
          "?",
          "|",
          "^",
          "$",
          "\\",
          "\\d",
          "\\b",
          "\\1",
          "-",
          ".",
          "(?:",
          "(?=",
          ":",
          ",",
        ),
        { maxLength: 10 },
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(soup, (pattern) => {
        let accepted = true;
        try {
          parseRegex(pattern);
        } catch {
          accepted = false;
        }
        if (accepted) expect(() => new RegExp(pattern, "u")).not.toThrow();
      }),
      { numRuns: 5000 },
    );
  });
});
