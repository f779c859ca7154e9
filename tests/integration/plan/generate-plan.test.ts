import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import type { PlannedDay } from "@/features/meal-plan/domain/plan";
import { dislikedFoodIds } from "@/features/plan/domain/dislikes";
import type { PlanPreferences } from "@/features/plan/domain/plan-preferences";
import { isoDate, shiftDate, weekStartOf } from "@/features/plan/domain/plan-week";
import { generateMealPlan } from "@/features/plan/server/generate-meal-plan";
import { readOwnedPlan } from "@/features/plan/server/meal-plan-store";
import { requestMissingPlans, planStatus } from "@/features/plan/server/request-missing-plans";
import { savePlanSettings } from "@/features/plan/server/save-plan-settings";
import { recipes } from "@/server/db/schema/recipes";
import { createCustomer, openPlanHarness, type PlanHarness } from "./plan-harness";

/** The plan job builds weeks that keep the person's settings; a save builds them again. */
describe("meal plan generation", () => {
  let harness: PlanHarness;
  let catalogue: Map<string, typeof recipes.$inferSelect>;
  const today = isoDate(new Date());
  const thisWeek = weekStartOf(today);

  beforeAll(async () => {
    harness = await openPlanHarness();
    catalogue = new Map((await harness.db.select().from(recipes)).map((r) => [r.id, r]));
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
  });

  const mealsOf = (days: PlannedDay[]) => days.flatMap((d) => d.meals);

  it("builds this week from the quiz profile when asked by the page, and only once", async () => {
    const user = await createCustomer(harness.db, "first@example.com");
    expect(await planStatus(harness.db, { userUuid: user, today })).toEqual({ status: "preparing", upToDate: false });
    expect(await requestMissingPlans(harness.db, harness.requestPlan, { userUuid: user, today })).toEqual([thisWeek, shiftDate(thisWeek, 7)]);
    await harness.runJobs();
    const plan = await readOwnedPlan(harness.db, user, thisWeek);
    expect(plan).toMatchObject({ status: "ready", preferencesVersion: "profile" });
    expect(plan!.days).toHaveLength(7);
    for (const day of plan!.days) expect(day.meals.map((m) => m.mealType)).toEqual(["breakfast", "lunch", "dinner"]);
    expect(plan!.targets.kcal).toBeGreaterThanOrEqual(1200);
    expect(plan!.targets.weightKg).toBe(82);
    expect(await planStatus(harness.db, { userUuid: user, today })).toEqual({ status: "ready", upToDate: true });
    expect(await readOwnedPlan(harness.db, user, shiftDate(thisWeek, 7))).not.toBeNull();
    // Both weeks are built from the current settings: nothing more to send.
    expect(await requestMissingPlans(harness.db, harness.requestPlan, { userUuid: user, today })).toEqual([]);
  }, 120_000);

  it("keeps diet, allergies, dislikes, meals per day and the cooking time of saved settings", async () => {
    const user = await createCustomer(harness.db, "settings@example.com");
    await requestMissingPlans(harness.db, harness.requestPlan, { userUuid: user, today });
    await harness.runJobs();
    const before = await readOwnedPlan(harness.db, user, thisWeek);
    const preferences: PlanPreferences = {
      diet: "vegetarian",
      allergies: ["tree-nuts"],
      dislikes: ["mushrooms", "eggs"],
      mealsPerDay: 4,
      fastingExperience: "experienced",
      maxMinutes: 45,
      firstMealTime: "09:00",
    };
    const saved = await savePlanSettings(harness.db, harness.requestPlan, { userUuid: user, preferences, now: new Date(), today });
    expect(saved.weeks).toEqual([thisWeek, shiftDate(thisWeek, 7)]);
    expect(await planStatus(harness.db, { userUuid: user, today })).toEqual({ status: "ready", upToDate: false });
    await harness.runJobs();
    const plan = await readOwnedPlan(harness.db, user, thisWeek);
    expect(plan!.id).toBe(before!.id);
    expect(plan!.preferencesVersion).toBe(saved.version);
    expect(plan!.status).toBe("ready");
    expect(plan!.fasting).toMatchObject({ protocol: "16:8", windowStart: "09:00", windowEnd: "17:00" });
    const disliked = new Set(dislikedFoodIds(preferences.dislikes, Object.entries(foodFacts).map(([id, f]) => ({ id, animal: f.animal }))));
    expect(disliked.has("mushrooms_white_button_raw") && disliked.has("egg_whole_raw")).toBe(true);
    for (const day of plan!.days) expect(day.meals).toHaveLength(4);
    for (const day of plan!.days) {
      for (const meal of day.meals) {
        const recipe = catalogue.get(meal.recipeId)!;
        expect(recipe.diets).toContain("vegetarian");
        expect(recipe.allergens).not.toContain("tree-nuts");
        expect(recipe.foods.filter((f) => disliked.has(f))).toEqual([]);
        // The weekday answer Monday to Friday, twice as long at the weekend.
        expect(recipe.timeMinutes).toBeLessThanOrEqual(day.day < 5 ? 45 : 90);
      }
    }
    // The job runs again harmlessly: the plan was built from these settings.
    expect(await generateMealPlan(harness.db, harness.solver, { userUuid: user, weekStart: thisWeek })).toBe("unchanged");
  }, 180_000);

  it("plans next week away from this week's recipes", async () => {
    const user = await createCustomer(harness.db, "next-week@example.com");
    const nextWeek = shiftDate(thisWeek, 7);
    expect(await generateMealPlan(harness.db, harness.solver, { userUuid: user, weekStart: thisWeek })).toBe("generated");
    expect(await generateMealPlan(harness.db, harness.solver, { userUuid: user, weekStart: nextWeek })).toBe("generated");
    const ids = async (week: string) => new Set(mealsOf((await readOwnedPlan(harness.db, user, week))!.days).map((m) => m.recipeId));
    const first = await ids(thisWeek);
    const second = await ids(nextWeek);
    // Breakfast, lunch and dinner of an omnivore: the catalogue has enough for two fresh weeks.
    expect([...second].filter((id) => first.has(id))).toEqual([]);
    expect(second.size).toBe(21);
  }, 120_000);

  it("stores a plan without meals when the settings leave too few recipes", async () => {
    const user = await createCustomer(harness.db, "strict@example.com");
    const preferences: PlanPreferences = {
      diet: "vegan",
      allergies: ["gluten", "soy", "tree-nuts", "peanuts", "sesame"],
      dislikes: ["tofu", "onion", "olives", "coriander", "mushrooms"],
      mealsPerDay: 5,
      fastingExperience: "none",
      maxMinutes: 15,
      firstMealTime: "07:00",
    };
    await savePlanSettings(harness.db, harness.requestPlan, { userUuid: user, preferences, now: new Date(), today });
    await harness.runJobs();
    const plan = await readOwnedPlan(harness.db, user, thisWeek);
    expect(plan).toMatchObject({ status: "no-recipes", days: [] });
    expect(await planStatus(harness.db, { userUuid: user, today })).toEqual({ status: "no-recipes", upToDate: true });
  }, 120_000);

  it("answers no-user for an unknown person and writes nothing", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await generateMealPlan(harness.db, harness.solver, { userUuid: unknown, weekStart: thisWeek })).toBe("no-user");
    const { mealPlans } = await import("@/server/db/schema/meal-plans");
    expect(await harness.db.select().from(mealPlans).where(eq(mealPlans.userUuid, unknown))).toEqual([]);
  });
});
