import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setExperimentLogger } from "@/features/experiments/domain/experiment-log";
import { INSTRUCTION_KEYS } from "@/features/experiments/domain/instruction-keys";
import { parseInstructions } from "@/features/experiments/domain/parse-instructions";

type Case = { text: string; expected: Record<string, unknown>; logs: number };
const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/instructions.json"), "utf8"),
) as { cases: Case[] };

describe("parseInstructions golden cases", () => {
  let logs: Array<{ message: string; details?: Record<string, unknown> }> = [];
  beforeEach(() => {
    logs = [];
    setExperimentLogger((message, details) => logs.push({ message, details }));
  });
  afterEach(() => setExperimentLogger(null));

  it("has at least 60 cases", () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(fixture.cases.map((c, index) => ({ ...c, index })))(
    "#$index $text",
    ({ text, expected, logs: count }) => {
      expect(parseInstructions(text)).toEqual(expected);
      expect(logs).toHaveLength(count);
      for (const entry of logs) expect(entry.message).toBe("Failed to parse object by SEL");
    },
  );

  it("keeps only the twelve listed keys", () => {
    const text = [...INSTRUCTION_KEYS, "other", "toString"]
      .map((key) => `${key} == 'x'`)
      .join(" and ");
    expect(Object.keys(parseInstructions(text)).sort()).toEqual([...INSTRUCTION_KEYS].sort());
    expect(INSTRUCTION_KEYS).toHaveLength(12);
  });

  it("returns an empty object for input that is not text", () => {
    expect(parseInstructions(undefined as unknown as string)).toEqual({});
    expect(parseInstructions(42 as unknown as string)).toEqual({});
  });
});
