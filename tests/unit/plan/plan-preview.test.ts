import { describe, expect, it } from "vitest";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { planPreviewKeyText, planPreviewSetup } from "@/features/plan/domain/plan-preview";
import { planFromAnswers } from "@/features/plan/domain/quiz-plan-answers";
import { weekPlanSetup } from "@/features/plan/domain/week-plan-input";
import { createLruCache } from "@/lib/lru-cache";

const foods = Object.entries(foodFacts).map(([id, fact]) => ({ id, animal: fact.animal }));
const profile = {
  gender: "female",
  age: 34,
  heightCm: 168,
  weightKg: 82,
  targetWeightKg: 70,
  activity: "light",
  diet: "vegetarian",
  mealsPerDay: "3",
  firstMeal: "skip",
  fastingExperience: "tried",
};

describe("the paywall's plan preview setup", () => {
  it("is the stored plan's week setup for this week, with today's day in it", () => {
    // 2026-12-03 is a Thursday: the week starts on Monday 2026-11-30, today is day 3.
    const setup = planPreviewSetup(profile, "2026-12-03", foods);
    expect(setup.weekStart).toBe("2026-11-30");
    expect(setup.day).toBe(3);
    const stored = weekPlanSetup({ profile, preferences: planFromAnswers(profile).preferences, weekStart: "2026-11-30", goalFrom: "2026-12-03", foods });
    expect({ ...setup, weekStart: undefined, day: undefined }).toEqual({ ...stored, weekStart: undefined, day: undefined });
    expect(setup.fasting).toMatchObject({ protocol: "16:8", windowStart: "12:00", windowEnd: "20:00" });
    expect(setup.input.slots).toHaveLength(3);
  });

  it("a Monday is day 0 and a Sunday day 6 of the same week", () => {
    expect(planPreviewSetup(profile, "2026-11-30", foods)).toMatchObject({ weekStart: "2026-11-30", day: 0 });
    expect(planPreviewSetup(profile, "2026-12-06", foods)).toMatchObject({ weekStart: "2026-11-30", day: 6 });
  });

  it("the key's text is the planner input and the catalogue only: equal for equal input, free of personal data", () => {
    const named = { ...profile, name: "Ana Example", email: "ana@example.com" };
    const a = planPreviewSetup(profile, "2026-12-03", foods);
    const b = planPreviewSetup(named, "2026-12-04", foods);
    const text = planPreviewKeyText(a.input, "143@2026-11-29");
    expect(planPreviewKeyText(b.input, "143@2026-11-29")).toBe(text);
    expect(text).not.toMatch(/Ana|example\.com|female|weight/i);
    expect(planPreviewKeyText(a.input, "144@2026-11-30")).not.toBe(text);
    expect(planPreviewKeyText(planPreviewSetup({ ...profile, diet: "vegan" }, "2026-12-03", foods).input, "143@2026-11-29")).not.toBe(text);
  });

  it("the key's text does not depend on the order of the input's keys", () => {
    const { input } = planPreviewSetup(profile, "2026-12-03", foods);
    const reordered = Object.fromEntries(Object.entries(input).reverse()) as typeof input;
    expect(planPreviewKeyText(reordered, "v")).toBe(planPreviewKeyText(input, "v"));
  });
});

describe("the bounded cache", () => {
  it("forgets the least recently used entry beyond its size", () => {
    const cache = createLruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // "a" is now the most recent
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
    cache.delete("a");
    expect(cache.size).toBe(1);
  });

  it("refuses a size below one", () => {
    expect(() => createLruCache(0)).toThrow(RangeError);
  });
});
