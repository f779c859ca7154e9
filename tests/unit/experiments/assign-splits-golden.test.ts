import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setConditionLogger } from "@/features/conditions/domain/evaluate-condition";
import { assignSplits } from "@/features/experiments/domain/assign-splits";
import { setExperimentLogger } from "@/features/experiments/domain/experiment-log";
import type { SplitConfig } from "@/features/experiments/domain/split-config-schema";

type Case = {
  name: string;
  configs: string;
  context: string;
  positions: Record<string, number | string | null>;
  joinedSplits: string[];
  st: string | number | null;
  random: number[];
  expected: {
    instructions: Record<string, unknown>;
    joinedSplits: string[];
    byStep: Record<string, { splitName: string; groupIndex: number }>;
    positions?: Record<string, number | string | null>;
  };
  logs: string[];
};
type Fixture = {
  configSets: Record<string, SplitConfig[]>;
  contexts: Record<string, Record<string, unknown>>;
  cases: Case[];
};

const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/assignment.json"), "utf8"),
) as Fixture;

function sequence(values: number[]): () => number {
  let index = 0;
  return () => {
    if (index >= values.length) throw new Error("the case draws more random numbers than it lists");
    return values[index++] as number;
  };
}

describe("assignSplits golden cases", () => {
  let logs: string[] = [];
  beforeEach(() => {
    logs = [];
    setExperimentLogger((message) => logs.push(message));
    setConditionLogger(null);
  });
  afterEach(() => {
    setExperimentLogger(null);
  });

  it("has at least 60 cases", () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(fixture.cases)("$name", (c) => {
    const result = assignSplits({
      configs: fixture.configSets[c.configs] ?? [],
      context: fixture.contexts[c.context] ?? {},
      positions: c.positions,
      joinedSplits: c.joinedSplits,
      st: c.st,
      random: sequence(c.random),
    });
    expect(result.instructions).toEqual(c.expected.instructions);
    expect(result.joinedSplits).toEqual(c.expected.joinedSplits);
    const byStep = Object.fromEntries(
      Object.entries(result.byStep).map(([step, a]) => [
        step,
        { splitName: a.splitName, groupIndex: a.groupIndex },
      ]),
    );
    expect(byStep).toEqual(c.expected.byStep);
    expect(result.positions).toEqual(c.expected.positions ?? c.positions);
    expect(logs).toEqual(c.logs);
  });
});
