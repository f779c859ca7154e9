import { describe, expect, it } from "vitest";
import { INSTRUCTION_KEYS } from "@/features/experiments/domain/instruction-keys";
import { readInstructions } from "@/features/experiments/domain/parse-instructions";
import {
  buildInstructionCondition,
  INSTRUCTION_VALUE_TYPES,
  instructionRowProblem,
  instructionRowsProblems,
  readInstructionRows,
  type InstructionRow,
} from "@/features/split-admin/domain/instruction-condition";

describe("instruction condition builder", () => {
  it("knows a value type for each of the 12 instruction keys", () => {
    expect(INSTRUCTION_KEYS).toHaveLength(12);
    for (const key of INSTRUCTION_KEYS) expect(INSTRUCTION_VALUE_TYPES[key]).toBeDefined();
  });

  it("writes text the engine reads back into the same typed values", () => {
    const rows: InstructionRow[] = [
      { key: "price_package", value: "pp_12" },
      { key: "final_page", value: "v2 and more" },
      { key: "hide_otp", value: "true" },
      { key: "low_conversion_segment", value: "false" },
      { key: "otp_upsell_packages", value: "addon_a, addon_b" },
    ];
    const text = buildInstructionCondition(rows);
    expect(text).toBe('price_package == "pp_12" and final_page == "v2 and more" and hide_otp == true and low_conversion_segment == false and otp_upsell_packages == ["addon_a","addon_b"]');
    const read = readInstructions(text);
    expect(read.problems).toEqual([]);
    expect(read.instructions).toEqual({ price_package: "pp_12", final_page: "v2 and more", hide_otp: true, low_conversion_segment: false, otp_upsell_packages: ["addon_a", "addon_b"] });
  });

  it("round-trips: text → rows → text → rows", () => {
    const stored = `price_package == 'pp_3' and split_otp_transactions == "true" and otp_upsell_packages == ['x', 'y'] and quiz_page == q1`;
    const { rows, dropped } = readInstructionRows(stored);
    expect(dropped).toEqual([]);
    const again = readInstructionRows(buildInstructionCondition(rows));
    expect(again.rows).toEqual(rows);
    expect(readInstructions(buildInstructionCondition(rows)).instructions).toEqual(readInstructions(stored).instructions);
  });

  it("an empty builder is the empty condition, and empty text gives no rows", () => {
    expect(buildInstructionCondition([])).toBe("");
    expect(readInstructionRows("")).toEqual({ rows: [], dropped: [] });
  });

  it("reports clauses it cannot show", () => {
    expect(readInstructionRows("price_package = 'x'").dropped).toEqual(["price_package = 'x'"]);
  });

  it("refuses values that would not read back as typed", () => {
    expect(instructionRowProblem({ key: "hide_otp", value: "yes" })).toMatch(/true or false/);
    expect(instructionRowProblem({ key: "price_package", value: "" })).toMatch(/enter a value/);
    expect(instructionRowProblem({ key: "price_package", value: '5"x' })).toMatch(/double quotes/);
    expect(instructionRowProblem({ key: "price_package", value: "12" })).toMatch(/number/);
    expect(instructionRowProblem({ key: "price_package", value: "[a]" })).toMatch(/cannot start/);
    expect(instructionRowProblem({ key: "otp_upsell_packages", value: " , " })).toMatch(/at least one/);
    expect(instructionRowProblem({ key: "price_package", value: "pp_1" })).toBeNull();
    expect(instructionRowsProblems([{ key: "hide_otp", value: "true" }, { key: "hide_otp", value: "false" }])).toEqual(["hide_otp is set twice; keep one."]);
  });
});

describe("the quiz_page row of the instruction builder", () => {
  it("names an address that leaves the site after normalisation, and accepts a site path", () => {
    for (const value of ["/a/..//evil.example/x", "/%2f%2fevil.example", "https://evil.example", "//evil.example"]) {
      expect(instructionRowProblem({ key: "quiz_page", value }), value).toMatch(/^quiz_page: /);
    }
    expect(instructionRowProblem({ key: "quiz_page", value: "/fasting-woman-2968/step-age?variant=a" })).toBeNull();
  });
});
