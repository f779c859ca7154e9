import type { DietType } from "./recipe";

/** A daily range in grams (inclusive). */
export type GramRange = { min: number; max: number };

export type MacroTargets = {
  proteinG: GramRange;
  fatG: GramRange;
  /** Total carbohydrates, or net carbohydrates (carbs − fibre) when `carbsBasis` is "net". */
  carbsG: GramRange;
  carbsBasis: "total" | "net";
};

/** Shares of daily energy by diet style (docs/meal-plan.md, "Energy and macros"). */
export type MacroStyle = "keto" | "low-carb" | "mediterranean" | "balanced";

export const macroShares: Record<MacroStyle, { fat: [number, number]; carbs: [number, number] }> = {
  keto: { fat: [0.6, 0.8], carbs: [0, 0.1] },
  "low-carb": { fat: [0.4, 0.65], carbs: [0.1, 0.26] },
  mediterranean: { fat: [0.3, 0.45], carbs: [0.35, 0.55] },
  balanced: { fat: [0.2, 0.35], carbs: [0.45, 0.65] },
};

/**
 * Protein per kg of reference body weight, and the energy shares that bound it. In a calorie
 * deficit the minimum is 1.2 g/kg (docs/meal-plan.md, "Energy and macros": higher-protein
 * energy restriction keeps more lean mass), otherwise 1.0 g/kg; at most 2.2 g/kg.
 */
export const proteinPerKg = { min: 1.0, deficitMin: 1.2, max: 2.2 } as const;
export const proteinShareBounds = { maxOfMin: 0.3, max: 0.35 } as const;
/**
 * Vegan and vegetarian plans: the minimum is capped at 15 % of the energy, the protein share
 * the catalogue's plant recipes reach day after day without repeats (docs/meal-plan.md,
 * "Energy and macros"), so the range stays feasible.
 */
export const plantProteinMaxOfMin = 0.15;
const plantDiets: readonly DietType[] = ["vegan", "vegetarian"];
/** Above this BMI, protein is counted on the weight at this BMI (the reference weight). */
export const referenceBmi = 25;

export function macroStyle(diet: DietType): MacroStyle {
  if (diet === "keto" || diet === "low-carb" || diet === "mediterranean") return diet;
  return "balanced";
}

/**
 * Daily macro ranges in grams. Protein: 1.0–2.2 g per kg of reference weight (the body weight,
 * or the weight at BMI 25 when above it), 1.2–2.2 when the target is a deficit, its minimum
 * capped at 30 % of the energy (15 % for vegan and vegetarian plans) and its maximum at 35 %. Fat and carbs: the diet style's shares of the energy (9 and 4 kcal per gram);
 * keto counts net carbs. Minimums round down, maximums up, to whole grams.
 */
export function macroTargets(input: {
  kcal: number;
  diet: DietType;
  weightKg: number;
  heightCm: number;
  /** True when the calorie target is below the energy spent (TDEE): losing weight. */
  deficit?: boolean;
}): MacroTargets {
  const { kcal } = input;
  const style = macroStyle(input.diet);
  const shares = macroShares[style];
  const referenceKg = Math.min(input.weightKg, referenceBmi * (input.heightCm / 100) ** 2);
  const minShare = plantDiets.includes(input.diet)
    ? plantProteinMaxOfMin
    : proteinShareBounds.maxOfMin;
  const proteinMin = Math.min(
    (input.deficit ? proteinPerKg.deficitMin : proteinPerKg.min) * referenceKg,
    (minShare * kcal) / 4,
  );
  const proteinMax = Math.max(
    proteinMin,
    Math.min(proteinPerKg.max * referenceKg, (proteinShareBounds.max * kcal) / 4),
  );
  return {
    proteinG: range(proteinMin, proteinMax),
    fatG: range((shares.fat[0] * kcal) / 9, (shares.fat[1] * kcal) / 9),
    carbsG: range((shares.carbs[0] * kcal) / 4, (shares.carbs[1] * kcal) / 4),
    carbsBasis: style === "keto" ? "net" : "total",
  };
}

function range(min: number, max: number): GramRange {
  return { min: Math.floor(min + 1e-9), max: Math.ceil(max - 1e-9) };
}
