import { describe, expect, it } from "vitest";
import { redirectConfigSchema } from "@/features/experiments/domain/redirect-config-schema";
import { formToConfig, moveItem, rowToRule, ruleToRow, sameNames } from "@/features/redirect-admin/domain/rule-form";

describe("redirect editor rows", () => {
  it("turns 'any' and blank markers into absent criteria, and back", () => {
    expect(rowToRule({ quizUrl: " /a ", elder: "any", gender: "any", tm1: " ", tm2: "" })).toEqual({ quizUrl: "/a" });
    const rule = { quizUrl: "/b", forElderUser: false, gender: "FEMALE" as const, tm1: "x", tm2: "y" };
    expect(ruleToRow(rule)).toEqual({ quizUrl: "/b", elder: "no", gender: "FEMALE", tm1: "x", tm2: "y" });
    expect(rowToRule(ruleToRow(rule))).toEqual(rule);
    expect(rowToRule({ quizUrl: "/c", elder: "yes", gender: "MALE", tm1: "", tm2: "" })).toEqual({ quizUrl: "/c", forElderUser: true, gender: "MALE" });
  });

  it("builds a configuration the engine's schema accepts", () => {
    const config = formToConfig(" spring ", " tm1 == 'x' ", [{ quizUrl: "/quiz", elder: "any", gender: "any", tm1: "a", tm2: "" }]);
    expect(redirectConfigSchema.parse(config)).toEqual({ name: "spring", runCondition: "tm1 == 'x'", rules: [{ quizUrl: "/quiz", tm1: "a" }] });
  });

  it("moves an item and ignores moves out of range", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });

  it("accepts an order only with exactly the current names", () => {
    expect(sameNames(["a", "b"], ["b", "a"])).toBe(true);
    expect(sameNames(["a", "b"], ["a"])).toBe(false);
    expect(sameNames(["a", "b"], ["a", "a"])).toBe(false);
    expect(sameNames(["a", "b"], ["a", "c"])).toBe(false);
  });
});
