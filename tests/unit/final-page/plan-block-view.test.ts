import { describe, expect, it } from "vitest";
import type { MacroTargets } from "@/features/meal-plan/domain/macro-targets";
import type { MealType } from "@/features/meal-plan/domain/recipe";
import { aboutGrams, fastingWindowText, planBlockData } from "@/features/final-page/domain/plan-block-view";
import { readFinalPageFixture } from "./read-fixture";

type Case = {
  name: string;
  input: {
    kcal: number;
    macros: MacroTargets;
    fasting: { protocol: string; windowStart: string; windowEnd: string };
    meals: { mealType: MealType; time: string; recipeId: string; nutrition: { kcal: number } }[] | null;
    names: Record<string, string>;
  };
  expected: unknown;
};

const { cases } = readFinalPageFixture<{ cases: Case[] }>("plan-block-view.json");

describe("planBlockData (golden cases)", () => {
  it.each(cases)("$name", ({ input, expected }) => {
    expect(planBlockData({ ...input, names: new Map(Object.entries(input.names)) })).toEqual(expected);
  });
});

describe("the block's figures", () => {
  it("macros are the middle of the range, to 5 g", () => {
    expect(aboutGrams({ min: 100, max: 110 })).toBe(105);
    expect(aboutGrams({ min: 100, max: 114 })).toBe(105);
    expect(aboutGrams({ min: 100, max: 116 })).toBe(110);
    expect(aboutGrams({ min: 0, max: 4 })).toBe(0);
  });

  it("the window text keeps protocol and times with an en dash between them", () => {
    expect(fastingWindowText("16:8", "12:00", "20:00")).toBe("16:8 · 12:00–20:00");
  });
});
