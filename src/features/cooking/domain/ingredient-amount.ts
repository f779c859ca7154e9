/**
 * Ingredient amounts on the recipe page (docs/meal-plan.md, "Recipe library"): always grams;
 * people who chose imperial units also see ounces (avoirdupois), to a tenth under 10 oz and
 * whole above, never shown as 0.
 */
export const gramsPerOunce = 28.349523125;

export function gramsToOunces(grams: number): number {
  const oz = grams / gramsPerOunce;
  if (oz >= 10) return Math.round(oz);
  return Math.max(0.1, Math.round(oz * 10) / 10);
}

/** Grams as shown: whole grams (a recipe's grams are already whole; this guards the display). */
export function displayGrams(grams: number): number {
  return Math.max(1, Math.round(grams));
}
