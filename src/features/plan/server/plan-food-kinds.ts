import "server-only";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import type { FoodKind } from "../domain/dislikes";

/** Every food of the table with its animal kind: what dislikes are matched against. */
export const planFoodKinds: readonly FoodKind[] = Object.entries(foodFacts).map(([id, fact]) => ({ id, animal: fact.animal }));
