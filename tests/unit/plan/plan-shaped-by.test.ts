import { describe, expect, it } from "vitest";
import { planShapedBy } from "@/features/plan/domain/plan-shaped-by";
import cases from "./plan-shaped-by.cases.json";

describe("what shaped the plan", () => {
  it.each(cases)("$why", ({ saved, profile, shapedBy }) => {
    expect(Object.fromEntries(planShapedBy({ saved, profile }).map((row) => [row.setting, row.source]))).toEqual(shapedBy);
  });
});
