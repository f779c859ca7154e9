import { describe, expect, it } from "vitest";
import { countedCuisines, type Cuisine } from "@/features/meal-plan/domain/cuisines";
import { buildDay, type PlannedDay } from "@/features/meal-plan/domain/plan";
import {
  maxPortionsFor,
  portionStepsFor,
  stepsOf,
} from "@/features/meal-plan/domain/portion-steps";
import type { Recipe } from "@/features/meal-plan/domain/recipe";
import { isWeekend, raisedCap, timeCap } from "@/features/meal-plan/domain/time-caps";
import { dayFallbacks, recentWeekAges, repeatedWeeks } from "@/features/meal-plan/domain/variety";
import portionGolden from "./golden/portion-steps.json";
import timeGolden from "./golden/time-caps.json";
import varietyGolden from "./golden/variety.json";

describe("time caps (golden cases)", () => {
  it.each(timeGolden.caps)("$why", (c) => {
    const mealType = c.mealType as Recipe["mealTypes"][number];
    const weekend = isWeekend(c.weekStart, c.day);
    expect(weekend).toBe(c.weekend);
    expect(timeCap(mealType, weekend, c.maxMinutes)).toBe(c.cap);
  });
  it.each(timeGolden.raised)("a cap of $cap minutes rises to $next", ({ cap, next }) => {
    expect(raisedCap(cap)).toBe(next);
  });
  it("refuses a week start that is not a date", () => {
    expect(() => isWeekend("2026-13-40", 0)).toThrow(RangeError);
    expect(() => isWeekend("next monday", 0)).toThrow(RangeError);
  });
});

describe("portion steps (golden cases)", () => {
  it.each(portionGolden.steps)("$why", ({ pieces, steps }) => {
    expect(portionStepsFor(pieces)).toEqual(steps);
  });
  it.each(portionGolden.bigMeals)("$why", ({ kcal, meals, maxPortions }) => {
    expect(maxPortionsFor(kcal, meals)).toBe(maxPortions);
  });
  it.each(portionGolden.extended)("$why", ({ steps, maxPortions, longer }) => {
    expect(stepsOf({ portionSteps: steps }, maxPortions)).toEqual(longer);
  });
});

/** A day of the given recipe ids (nutrition does not matter to the variety rules). */
function dayOf(day: number, ids: readonly string[]): PlannedDay {
  const recipe = (id: string): Recipe => ({
    id,
    mealTypes: ["lunch"],
    diets: ["omnivore"],
    timeMinutes: 10,
    tags: [],
    allergens: [],
    foods: [],
    perPortion: { kcal: 500, proteinG: 25, fatG: 15, carbsG: 60, fiberG: 5 },
    ingredients: [],
  });
  const macros = {
    proteinG: { min: 0, max: 999 },
    fatG: { min: 0, max: 999 },
    carbsG: { min: 0, max: 999 },
    carbsBasis: "total" as const,
  };
  return buildDay(
    day,
    ids.map((id) => ({
      slot: { mealType: "lunch" as const, time: "12:00" },
      recipe: recipe(id),
      portions: 1,
    })),
    { kcal: 500 * ids.length, macros },
    "none",
  );
}

describe("variety (golden cases)", () => {
  it.each(varietyGolden.cuisines)("$why", ({ cuisines, counted }) => {
    expect(countedCuisines(cuisines.map((c) => (c ?? undefined) as Cuisine | undefined))).toEqual(
      counted,
    );
  });
  it.each(varietyGolden.dayFallbacks)("$why", ({ days, lastWeek, cuisines, expected }) => {
    const planned = days.map((ids, day) => dayOf(day, ids));
    const cuisineOf = new Map(Object.entries(cuisines) as Array<[string, Cuisine]>);
    expect(planned.flatMap((d) => dayFallbacks(planned, d, new Set(lastWeek), cuisineOf))).toEqual(
      expected,
    );
  });
  it.each(varietyGolden.repeatedWeeks)("$why", ({ week, recentWeeks, expected }) => {
    expect(repeatedWeeks([dayOf(0, week)], recentWeeks)).toEqual(expected);
  });
  it.each(varietyGolden.recentWeekAges)("$why", ({ recentWeeks, ages }) => {
    expect(Object.fromEntries(recentWeekAges(recentWeeks))).toEqual(ages);
  });
});
