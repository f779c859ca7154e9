import { describe, expect, it } from "vitest";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import { seededRandom, simulateVisitor } from "@/features/split-admin/domain/simulate-visitor";

const split = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  initial: { name: "step_one" },
  runCondition: "",
  participantPercentage: 100,
  groups: [
    { percent: 50, instructionCondition: 'price_package == "a"' },
    { percent: 50, instructionCondition: 'price_package == "b"' },
  ],
  status: "running",
  ...extra,
});

function run(splits: ReturnType<typeof split>[], visitor: Partial<Parameters<typeof simulateVisitor>[2]> = {}) {
  const running: ExperimentConfig = { splitConfigs: splits.filter((config) => config.status === "running"), pageSplitGroups: {}, redirectConfigs: [] };
  return simulateVisitor(running, { splits, pageSplits: [] }, { visitorId: "v1", country: "", path: "/quiz", query: "", ...visitor });
}

describe("split simulator", () => {
  it("the same visitor id always draws the same positions", () => {
    const a = seededRandom("visitor-7");
    const b = seededRandom("visitor-7");
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(seededRandom("visitor-8")()).not.toBe(seededRandom("visitor-7")());
  });

  it("a running split at 100 % takes the visitor; the position picks the group and its instructions", () => {
    const low = run([split("t1")], { positions: { step_one: 0.1 } });
    expect(low.splits[0]?.verdict).toEqual({ participates: true, groupIndex: 0, instructions: { price_package: "a" } });
    const high = run([split("t1")], { positions: { step_one: 0.9 } });
    expect(high.splits[0]?.verdict).toEqual({ participates: true, groupIndex: 1, instructions: { price_package: "b" } });
    expect(high.instructions).toEqual({ price_package: "b" });
  });

  it("says why a visitor is not in a split", () => {
    const result = run(
      [
        split("by-country", { runCondition: 'country == "DE"' }),
        split("half", { participantPercentage: 50 }),
        split("stopped", { status: "stopped" }),
      ],
      { country: "fr", positions: { step_one: 0.7 } },
    );
    const reasons = Object.fromEntries(result.splits.map((item) => [item.name, item.verdict.participates ? "in" : item.verdict.reason]));
    expect(reasons).toEqual({ "by-country": "run_condition_false", half: "outside_percentage", stopped: "not_running" });
    const withCountry = run([split("by-country", { runCondition: 'country == "DE"' })], { country: "de", positions: { step_one: 0.2 } });
    expect(withCountry.splits[0]?.verdict.participates).toBe(true);
  });

  it("reads URL parameters into the context (utm_*)", () => {
    const config = [split("fb", { runCondition: 'utm_source == "facebook"' })];
    expect(run(config, { query: "utm_source=facebook", positions: { step_one: 0.3 } }).splits[0]?.verdict.participates).toBe(true);
    expect(run(config, { query: "?utm_source=google", positions: { step_one: 0.3 } }).splits[0]?.verdict).toEqual({ participates: false, reason: "run_condition_false" });
  });

  it("st=0 switches every test off", () => {
    expect(run([split("t1")], { query: "st=0" }).splits[0]?.verdict).toEqual({ participates: false, reason: "tests_off" });
  });

  it("page splits: chosen option, or why not", () => {
    const group = { paths: ["/quiz"], condition: "", coverage: 50, options: [{ id: "a", url: "/quiz", weight: 50 }, { id: "b", url: "/quiz-b", weight: 50 }] };
    const running: ExperimentConfig = { splitConfigs: [], pageSplitGroups: { lp: group }, redirectConfigs: [] };
    const all = { splits: [], pageSplits: [{ name: "lp", group, status: "running" }] };
    const base = { visitorId: "v", country: "", query: "" };
    expect(simulateVisitor(running, all, { ...base, path: "/quiz", positions: { page: 0.3 } }).pageSplits[0]?.verdict).toMatchObject({ participates: true, optionId: "b" });
    expect(simulateVisitor(running, all, { ...base, path: "/quiz", positions: { page: 0.8 } }).pageSplits[0]?.verdict).toEqual({ participates: false, reason: "outside_coverage" });
    expect(simulateVisitor(running, all, { ...base, path: "/other", positions: { page: 0.1 } }).pageSplits[0]?.verdict).toEqual({ participates: false, reason: "path_not_matched" });
  });
});
