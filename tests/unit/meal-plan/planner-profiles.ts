/**
 * The planner's random profiles, one seeded generator shared by the benchmark
 * (bench/meal-plan.bench.ts) and the property test (planner-properties.test.ts), so both
 * measure and check the very same weeks. Every diet and every number of meals come round in
 * turn; the rest is drawn: the body, the goal, allergens (none to three), dislikes, the weekday
 * cooking time, the fasting window, the week, earlier weeks and preferred cuisines.
 */
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { cuisines } from "@/features/meal-plan/domain/cuisines";
import { safeRecipes } from "@/features/meal-plan/domain/eligible-recipes";
import { energyTargets } from "@/features/meal-plan/domain/energy";
import { fastingSchedule, type FastingExperience } from "@/features/meal-plan/domain/fasting";
import type { PlanInput } from "@/features/meal-plan/domain/plan";
import { allergens, dietTypes, type Recipe } from "@/features/meal-plan/domain/recipe";
import { dislikedFoodIds } from "@/features/plan/domain/dislikes";
import type { DislikeKey } from "@/features/plan/domain/plan-preferences";
import { prng } from "./engine-fixtures";

const dislikeKeys: DislikeKey[] = [
  "mushrooms",
  "fish",
  "seafood",
  "eggs",
  "onion",
  "coriander",
  "olives",
  "tofu",
  "pork",
  "beef",
];
const foodKinds = Object.entries(foodFacts).map(([id, fact]) => ({ id, animal: fact.animal }));

/** Seed of the shared profiles. */
export const plannerProfileSeed = 20260309;

/** `count` planner inputs; profile i is the same whatever `count` is. */
export function plannerProfiles(
  count: number,
  recipes: readonly Recipe[],
  seed: number = plannerProfileSeed,
): PlanInput[] {
  return Array.from({ length: count }, (_, i) => plannerProfile(i, recipes, seed));
}

export function plannerProfile(i: number, recipes: readonly Recipe[], seed: number): PlanInput {
  const random = prng(seed * 1_000_003 + i);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const subset = <T>(items: readonly T[], size: number) => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < size && pool.length) out.push(pool.splice(int(0, pool.length - 1), 1)[0]!);
    return out;
  };
  const diet = dietTypes[i % dietTypes.length]!;
  const mealsPerDay = 2 + (Math.floor(i / dietTypes.length) % 4);
  const sex = pick(["female", "female", "male", "male", "other"] as const);
  const weightKg = int(50, 130);
  const energy = energyTargets({
    sex,
    age: int(20, 70),
    heightCm: sex === "female" ? int(152, 185) : int(160, 198),
    weightKg,
    targetWeightKg: weightKg - int(-5, 20),
    activity: pick(["sedentary", "light", "light", "moderate", "active"] as const),
    diet,
    today: "2026-03-01",
  });
  const schedule = fastingSchedule({
    experience: pick<FastingExperience>(["none", "some", "experienced", "advanced"]),
    mealsPerDay,
    firstMealTime: `${String(int(6, 12)).padStart(2, "0")}:${pick(["00", "30"])}`,
  });
  // Half the profiles have no allergy; the others one to three allergens, any mix.
  const allergenCount = pick([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3]);
  const dislikes = subset(dislikeKeys, pick([0, 0, 0, 0, 0, 0, 1, 1, 1, 2]));
  // Half the profiles answered the weekday cooking time (15, 30, 45 or 60 minutes).
  const maxMinutes = random() < 0.5 ? undefined : pick([15, 30, 45, 60]);
  const weekStart = shift("2026-01-05", 7 * int(0, 51));
  const input: PlanInput = {
    diet,
    allergens: subset(allergens, allergenCount),
    foods: dislikedFoodIds(dislikes, foodKinds),
    ...(maxMinutes !== undefined ? { maxMinutes } : {}),
    targets: { kcal: energy.kcal, macros: energy.macros },
    slots: schedule.slots,
    weekStart,
  };
  // A third of the profiles had plans before: earlier weeks drawn from their safe recipes.
  if (random() < 1 / 3) {
    const safe = safeRecipes(recipes, input).map((r) => r.id);
    input.recentWeeks = Array.from({ length: int(1, 3) }, () =>
      subset(safe, Math.min(safe.length, mealsPerDay * 5)).sort(),
    );
  }
  if (random() < 0.2) input.cuisines = subset(cuisines.slice(1), int(1, 2));
  return input;
}

function shift(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
