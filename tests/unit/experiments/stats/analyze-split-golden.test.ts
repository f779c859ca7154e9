import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeSplit } from "@/features/experiments/domain/stats/analyze-split";
import type { SplitAnalysisInput } from "@/features/experiments/domain/stats/split-analysis-input";

/**
 * Golden cases whose expected values come from an independent Python computation
 * (tests/fixtures/split-stats/compute.py, standard library only). Each computed number carries
 * its own tolerance; everything else must match exactly, and no field may be missing or extra.
 */
type Case = { name: string; input: SplitAnalysisInput; expected: unknown };
const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/split-stats/golden.json"), "utf8"),
) as { about: string; cases: Case[] };

function isToleranced(value: unknown): value is { value: number; tolerance: number } {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 2 &&
    "value" in value &&
    "tolerance" in value
  );
}

/** Every difference between actual and expected, as "path: what" lines. */
function differences(actual: unknown, expected: unknown, at = "$"): string[] {
  if (isToleranced(expected)) {
    if (typeof actual !== "number" || !Number.isFinite(actual))
      return [`${at}: expected ${expected.value}, got ${String(actual)}`];
    const off = Math.abs(actual - expected.value);
    return off <= expected.tolerance
      ? []
      : [
          `${at}: expected ${expected.value} ± ${expected.tolerance}, got ${actual} (off by ${off})`,
        ];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return [`${at}: expected ${expected.length} items`];
    return expected.flatMap((item, i) => differences(actual[i], item, `${at}[${i}]`));
  }
  if (typeof expected === "object" && expected !== null) {
    if (typeof actual !== "object" || actual === null)
      return [`${at}: expected an object, got ${String(actual)}`];
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    return [...keys].flatMap((key) =>
      key in expected
        ? key in actual
          ? differences(
              (actual as Record<string, unknown>)[key],
              (expected as Record<string, unknown>)[key],
              `${at}.${key}`,
            )
          : [`${at}.${key}: missing`]
        : [
            `${at}.${key}: not expected (${JSON.stringify((actual as Record<string, unknown>)[key])})`,
          ],
    );
  }
  return Object.is(actual, expected)
    ? []
    : [`${at}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

describe("split statistics golden cases", () => {
  it("say where their expected values come from and hold enough cases", () => {
    expect(fixture.about).toMatch(/compute\.py/);
    expect(fixture.cases.length).toBeGreaterThanOrEqual(12);
  });

  it.each(fixture.cases)("$name", (c) => {
    expect(differences(analyzeSplit(c.input), c.expected)).toEqual([]);
  });

  it("cover a sample-ratio mismatch and a not-enough-data verdict", () => {
    const results = fixture.cases.map((c) => analyzeSplit(c.input));
    expect(results.some((r) => r.sampleRatio.warning)).toBe(true);
    expect(
      results.some((r) => r.comparisons.some((x) => x.conversion.verdict === "not_enough_data")),
    ).toBe(true);
  });
});
