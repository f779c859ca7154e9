import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createConditionEngine } from "@/features/conditions/domain/condition-engine";
import {
  evaluateCondition,
  setConditionLogger,
} from "@/features/conditions/domain/evaluate-condition";

type Case = {
  group: string;
  expression: string;
  context: string;
  expected: boolean;
  error?: boolean;
};
type Fixture = { contexts: Record<string, Record<string, unknown>>; cases: Case[] };

const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/conditions.json"), "utf8"),
) as Fixture;

describe("condition language golden cases", () => {
  it("has at least 250 cases covering every group", () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(250);
    expect(new Set(fixture.cases.map((c) => c.group)).size).toBeGreaterThanOrEqual(14);
  });

  describe.each(fixture.cases.map((c, index) => ({ ...c, index })))(
    "#$index [$group] $expression",
    ({ expression, context, expected, error }) => {
      it(`is ${expected}${error ? " and logs one failure" : " without logging"}`, () => {
        const logs: string[] = [];
        const engine = createConditionEngine({ log: (message) => logs.push(message) });
        const scope = fixture.contexts[context];
        expect(scope).toBeDefined();
        expect(engine.evaluate(expression, scope as Record<string, unknown>)).toBe(expected);
        expect(logs.length).toBe(error ? 1 : 0);
        // Evaluating again hits the cache and does not log a second time.
        expect(engine.evaluate(expression, scope as Record<string, unknown>)).toBe(expected);
        expect(logs.length).toBe(error ? 1 : 0);
      });
    },
  );

  it("the shared evaluateCondition agrees with every case", () => {
    setConditionLogger(null);
    try {
      const mismatches = fixture.cases.filter(
        (c) => evaluateCondition(c.expression, fixture.contexts[c.context] ?? {}) !== c.expected,
      );
      expect(mismatches).toEqual([]);
    } finally {
      setConditionLogger((message, details) => console.warn(message, details.expression));
    }
  });
});
