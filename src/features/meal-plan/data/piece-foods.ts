import type { PieceFoodOf } from "../domain/portion-steps";
import { foodFacts, type FoodFact } from "./food-facts";

/**
 * The foods shops count (a piece count in the food facts' shop unit), with the grams of one
 * piece; eggs (the animal kind "egg": whole eggs, whites, yolks) must always come whole
 * (docs/meal-plan.md, "The planner").
 */
export function pieceFoodsOf(facts: Readonly<Record<string, FoodFact>>): PieceFoodOf {
  return (food) => {
    const fact = facts[food];
    const unit = fact?.shopUnit;
    if (!fact || !unit?.count) return undefined;
    return { grams: unit.grams / unit.count, alwaysWhole: fact.animal === "egg" };
  };
}

export const pieceFoodOf: PieceFoodOf = pieceFoodsOf(foodFacts);
