import { energyShares } from "../domain/nutrition";
import type { DietType, MealType, Nutrition } from "../domain/recipe";
import { portionEnergyRanges } from "../domain/recipe";
import type { AnimalKind, FoodFact } from "./food-facts";
import type { FoodCategory } from "./foods";

/**
 * The checks a recipe's declared diets, energy and tags must pass (docs/meal-plan.md, "Recipes
 * and foods"). Pure: each returns the problems found, in words, empty when all is well.
 */

/** Greatest share of a portion's energy from net carbs (carbs − fibre) for keto. */
export const ketoMaxNetCarbShare = 0.1;
/** Greatest share of a portion's energy from carbohydrates for low-carb. */
export const lowCarbMaxCarbShare = 0.26;
/** Processed meat, which a Mediterranean recipe never uses. */
export const processedMeats: ReadonlySet<string> = new Set([
  "bacon_uncooked",
  "bacon_baked",
  "ham_cured_boneless",
]);
/** Fats a Mediterranean kitchen does not cook with. */
export const nonMediterraneanFats: ReadonlySet<string> = new Set([
  "lard",
  "vegetable_shortening",
  "margarine_80_pct_fat_stick",
]);
/** A Mediterranean recipe has at least one food of these kinds (or fish / seafood). */
const mediterraneanCore: ReadonlySet<FoodCategory> = new Set([
  "vegetable",
  "fruit",
  "legume",
  "grain",
  "nut_seed",
  "seafood",
]);

export type DietCheckFood = { id: string; category: FoodCategory; fact: FoodFact };

/** The diets a recipe fits by its animal foods alone (vegetarian, vegan, pescatarian). */
export function animalDietsOf(foods: readonly DietCheckFood[]): Set<DietType> {
  const kinds = new Set<AnimalKind>(foods.flatMap((f) => (f.fact.animal ? [f.fact.animal] : [])));
  const fits = new Set<DietType>();
  if (kinds.size === 0) fits.add("vegan");
  if (!kinds.has("meat") && !kinds.has("fish") && !kinds.has("shellfish")) fits.add("vegetarian");
  if (!kinds.has("meat")) fits.add("pescatarian");
  return fits;
}

export function dietProblems(
  diets: readonly DietType[],
  foods: readonly DietCheckFood[],
  perPortion: Nutrition,
): string[] {
  const problems: string[] = [];
  const declared = new Set(diets);
  if (!declared.has("omnivore")) problems.push("every recipe fits omnivore, but it is not listed");
  const fits = animalDietsOf(foods);
  for (const diet of ["vegan", "vegetarian", "pescatarian"] as const) {
    const animal = foods
      .filter((f) => f.fact.animal && !dietAllows(diet, f.fact.animal))
      .map((f) => f.id);
    if (declared.has(diet) && !fits.has(diet))
      problems.push(`declared ${diet} but uses ${animal.join(", ")}`);
    if (!declared.has(diet) && fits.has(diet)) problems.push(`fits ${diet} but does not list it`);
  }
  const shares = energyShares(perPortion);
  if (declared.has("keto") && shares.netCarbs > ketoMaxNetCarbShare) {
    problems.push(
      `declared keto but ${percent(shares.netCarbs)} of its energy is net carbs (at most 10 %)`,
    );
  }
  if (declared.has("low-carb") && shares.carbs > lowCarbMaxCarbShare) {
    problems.push(
      `declared low-carb but ${percent(shares.carbs)} of its energy is carbs (at most 26 %)`,
    );
  }
  if (declared.has("mediterranean")) {
    const banned = foods.filter((f) => processedMeats.has(f.id) || nonMediterraneanFats.has(f.id));
    if (banned.length > 0) {
      problems.push(`declared mediterranean but uses ${banned.map((f) => f.id).join(", ")}`);
    }
    if (!foods.some((f) => mediterraneanCore.has(f.category))) {
      problems.push(
        "declared mediterranean but has no vegetable, fruit, legume, grain, nut or fish",
      );
    }
  }
  return problems;
}

function dietAllows(diet: "vegan" | "vegetarian" | "pescatarian", animal: AnimalKind): boolean {
  if (diet === "vegan") return false;
  if (diet === "vegetarian") return animal === "dairy" || animal === "egg" || animal === "honey";
  return animal !== "meat";
}

/** A portion's energy must fit every meal type the recipe is offered for. */
export function energyProblems(mealTypes: readonly MealType[], kcal: number): string[] {
  return mealTypes.flatMap((type) => {
    const { min, max } = portionEnergyRanges[type];
    return kcal < min || kcal > max
      ? [`${kcal} kcal is outside ${min}–${max} kcal for ${type}`]
      : [];
  });
}

/** Tags whose meaning can be checked: "quick" is 15 minutes or less. */
export function tagProblems(tags: readonly string[], timeMinutes: number): string[] {
  return tags.includes("quick") && timeMinutes > 15
    ? [`tagged quick but takes ${timeMinutes} minutes`]
    : [];
}

function percent(share: number): string {
  return `${Math.round(share * 1000) / 10} %`;
}
