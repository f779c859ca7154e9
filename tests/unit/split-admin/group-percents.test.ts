import { describe, expect, it } from "vitest";
import { groupPercentProblem } from "@/features/split-admin/domain/group-percents";
import { editedSplitSchema } from "@/features/split-admin/domain/split-admin-schemas";

describe("group percents", () => {
  it("accepts percents that add up to 100, fractions included", () => {
    expect(groupPercentProblem([50, 50])).toBeNull();
    expect(groupPercentProblem([33.3, 33.3, 33.4])).toBeNull();
    expect(groupPercentProblem([100])).toBeNull();
  });

  it("names the total when it is not 100", () => {
    expect(groupPercentProblem([50, 40])).toBe("The group percents add up to 90; they must add up to exactly 100.");
    expect(groupPercentProblem([60, 60])).toMatch(/add up to 120/);
  });

  it("refuses no groups and out-of-range values", () => {
    expect(groupPercentProblem([])).toBe("Add at least one group.");
    expect(groupPercentProblem([-10, 110])).toMatch(/0 to 100/);
    expect(groupPercentProblem([Number.NaN, 100])).toMatch(/0 to 100/);
  });

  it("the editor's schema adds the rule to the engine's schema", () => {
    const base = { name: "t1", initial: { name: "step_one" }, runCondition: "", participantPercentage: 100 };
    expect(editedSplitSchema.safeParse({ ...base, groups: [{ percent: 50, instructionCondition: "" }, { percent: 50, instructionCondition: "" }] }).success).toBe(true);
    const bad = editedSplitSchema.safeParse({ ...base, groups: [{ percent: 50, instructionCondition: "" }, { percent: 20, instructionCondition: "" }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/add up to 70/);
    expect(editedSplitSchema.safeParse({ ...base, runCondition: "country ==", groups: [{ percent: 100, instructionCondition: "" }] }).success).toBe(false);
  });
});
