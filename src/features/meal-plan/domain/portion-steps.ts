import type { Ingredient } from "./recipe";

/** Portion sizes of a recipe without counted foods (docs/meal-plan.md, "The planner"). */
export const defaultPortionSteps = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** The smallest and largest portion of any recipe. */
export const portionRange = { min: 0.5, max: 2 } as const;

/**
 * A food shops sell by the piece (a piece count in the food facts): the grams of one piece,
 * and whether it must always come whole (eggs), or only when a recipe uses it whole.
 */
export type PieceFood = { grams: number; alwaysWhole: boolean };
export type PieceFoodOf = (food: string) => PieceFood | undefined;

/** How far (in pieces) a recipe's grams may be from a whole number of pieces and count as whole. */
export const wholePieceTolerance = 0.1;

export type CountedPieces = {
  /** Counted foods one portion uses in whole pieces, with the number of pieces. */
  whole: Array<{ food: string; pieces: number }>;
  /** Foods that must come whole (eggs) but do not in one portion: a data error. */
  broken: Array<{ food: string; pieces: number; pieceGrams: number }>;
};

/**
 * The counted foods of one portion: a food counted in pieces is kept whole when one portion
 * holds a whole number of pieces (2 eggs, 2 corn tortillas); an egg must always be whole. A
 * counted food used in part by design (a torn pitta, a strip of nori) scales freely.
 */
export function countedPieces(
  ingredients: readonly Ingredient[],
  pieceFoodOf: PieceFoodOf,
): CountedPieces {
  const result: CountedPieces = { whole: [], broken: [] };
  for (const { food, grams } of ingredients) {
    const piece = pieceFoodOf(food);
    if (!piece) continue;
    const pieces = grams / piece.grams;
    const rounded = Math.round(pieces);
    if (rounded >= 1 && Math.abs(pieces - rounded) <= wholePieceTolerance)
      result.whole.push({ food, pieces: rounded });
    else if (piece.alwaysWhole)
      result.broken.push({ food, pieces: Math.round(pieces * 100) / 100, pieceGrams: piece.grams });
  }
  return result;
}

/**
 * The portion sizes that keep every counted food whole. With g the greatest common divisor of
 * the piece counts: g = 1 (one egg) gives 1 and 2 portions; g = 2 (two eggs) halves, 0.5–2;
 * g = 3 (three eggs) thirds, 2/3–2 (2, 3, 4, 5 or 6 eggs); from 4 on, the default steps that
 * keep the pieces whole. Without counted foods: the default steps.
 */
export function portionStepsFor(pieceCounts: readonly number[]): number[] {
  if (pieceCounts.length === 0) return [...defaultPortionSteps];
  const g = pieceCounts.reduce(gcd);
  if (g >= 4)
    return defaultPortionSteps.filter((p) => pieceCounts.every((c) => Number.isInteger(p * c)));
  const steps: number[] = [];
  for (let k = Math.ceil(g * portionRange.min); k <= g * portionRange.max; k++) steps.push(k / g);
  return steps;
}

/** A recipe's portion steps from its ingredients and the counted foods. */
export function recipePortionSteps(
  ingredients: readonly Ingredient[],
  pieceFoodOf: PieceFoodOf,
): number[] {
  return portionStepsFor(countedPieces(ingredients, pieceFoodOf).whole.map((w) => w.pieces));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Big eaters: when a day's target averages more than `perMealKcal` a meal (a high target in
 * two or three meals), portions may go up to `maxPortions`, so the day can reach its target.
 */
export const bigMeals = { perMealKcal: 800, maxPortions: 3 } as const;

/** The largest portion a day allows: twice a recipe's portion, or three times for big meals. */
export function maxPortionsFor(dayKcal: number, meals: number): number {
  return dayKcal / Math.max(1, meals) > bigMeals.perMealKcal
    ? bigMeals.maxPortions
    : portionRange.max;
}

/**
 * The recipe's own portion steps (or the default ones), continued past two portions at the
 * same step up to `maxPortions` (2.5 and 3; thirds stay thirds, a one-egg recipe goes to 3).
 */
export function stepsOf(
  recipe: { portionSteps?: readonly number[] },
  maxPortions: number = portionRange.max,
): readonly number[] {
  const steps = recipe.portionSteps ?? defaultPortionSteps;
  if (maxPortions <= portionRange.max || steps.length < 2) return steps;
  const last = steps[steps.length - 1]!;
  const perPortion = Math.round(1 / (last - steps[steps.length - 2]!));
  const longer = [...steps];
  for (let k = Math.round(last * perPortion) + 1; k <= maxPortions * perPortion; k++)
    longer.push(k / perPortion);
  return longer;
}
