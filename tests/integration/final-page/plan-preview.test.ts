import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import type { LpSolver } from "@/features/meal-plan/domain/planner";
import { planBlockSource } from "@/features/final-page/server/plan-block-source";
import { dayOfWeek, isoDate, weekStartOf } from "@/features/plan/domain/plan-week";
import { generateMealPlan } from "@/features/plan/server/generate-meal-plan";
import { readOwnedPlan } from "@/features/plan/server/meal-plan-store";
import { planAhead, previewSetup, previewWeek } from "@/features/plan/server/plan-preview";
import type { DatabaseHandle } from "@/server/db/create-database";
import { mealPlans } from "@/server/db/schema/meal-plans";
import { users } from "@/server/db/schema/quiz";
import { recipes } from "@/server/db/schema/recipes";
import { seedRecipes } from "@/server/db/seed/seed-recipes";
import { createTestDatabase } from "../../helpers/test-db";

/** A quiz profile as the quiz stores it, with plan answers: a woman skipping breakfast, 16:8. */
const profile = {
  gender: "female",
  age: 34,
  heightCm: 168,
  weightKg: 82,
  targetWeightKg: 70,
  activity: "light",
  units: "metric",
  diet: "none",
  mealsPerDay: "3",
  fastingExperience: "tried",
  firstMeal: "skip",
};

/** Answers that leave too few recipes for five meals a day. */
const strictProfile = {
  ...profile,
  diet: "vegan",
  allergies: ["gluten", "soy", "tree-nuts", "peanuts", "sesame"],
  dislikes: ["tofu", "onion", "olives", "coriander", "mushrooms"],
  mealsPerDay: "5",
  cookingTime: "15",
  fastingExperience: "never",
  firstMeal: "early",
};

/**
 * The paywall's plan block shows the plan the buyer gets: for the same profile and week, its
 * targets, window and today's meals are those `generateMealPlan` stores.
 */
describe("the final page's plan preview", () => {
  let handle: DatabaseHandle;
  let solver: LpSolver;
  const today = isoDate(new Date());
  const weekStart = weekStartOf(today);

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedRecipes(handle.db);
    solver = await loadSolver();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  async function buyer(email: string, stored: Record<string, unknown>): Promise<string> {
    const [row] = await handle.db.insert(users).values({ email, profile: stored, locale: "en" }).returning({ uuid: users.uuid });
    return row!.uuid;
  }

  it("equals the plan generateMealPlan stores for the same profile and week: targets, window and today's meals", async () => {
    const block = await planBlockSource(handle.db, { profile, today, locale: "en" }).load();
    expect(block).not.toBeNull();

    const user = await buyer("preview-buyer@example.com", profile);
    expect(await generateMealPlan(handle.db, solver, { userUuid: user, weekStart })).toBe("generated");
    const stored = (await readOwnedPlan(handle.db, user, weekStart))!;
    const storedToday = stored.days[dayOfWeek(weekStart, today)]!;

    expect(block!.kcal).toBe(stored.targets.kcal);
    expect(block!.fasting).toMatchObject({
      protocol: stored.fasting.protocol,
      start: stored.fasting.windowStart,
      end: stored.fasting.windowEnd,
      text: `${stored.fasting.protocol} · ${stored.fasting.windowStart}–${stored.fasting.windowEnd}`,
    });
    expect(block!.fasting.protocol).toBe("16:8");
    expect(block!.sampleDay?.meals.map(({ recipeId, mealType, time, kcal }) => ({ recipeId, mealType, time, kcal }))).toEqual(
      storedToday.meals.map((meal) => ({ recipeId: meal.recipeId, mealType: meal.mealType, time: meal.time, kcal: Math.round(meal.nutrition.kcal) })),
    );
    // The whole week, not only today, is the stored one.
    const week = await previewWeek(handle.db, previewSetup(profile, today));
    expect(week.ok && week.plan.days).toEqual(stored.days);
    // The preview wrote nothing: the only plan row is the job's.
    expect(await handle.db.select({ id: mealPlans.id }).from(mealPlans)).toHaveLength(1);
  }, 180_000);

  it("names the meals in the page's language, as /my-plan does", async () => {
    const block = await planBlockSource(handle.db, { profile, today, locale: "de" }).load();
    const [first] = block!.sampleDay!.meals;
    const [row] = await handle.db.select().from(recipes).where(eq(recipes.id, first!.recipeId));
    const copy = row!.copy as Record<string, { name: string } | undefined>;
    expect(first!.name).toBe((copy.de ?? copy.en)!.name);
  }, 60_000);

  it("keeps a planned week by its planner input: the same answers (whatever the name or e-mail) reuse it", async () => {
    await planAhead(handle.db, { profile: { ...profile, name: "Ana", email: "ana@example.com" }, today });
    const first = await previewWeek(handle.db, previewSetup(profile, today));
    const again = await previewWeek(handle.db, previewSetup({ ...profile, name: "Other" }, today));
    expect(again).toBe(first);
  }, 60_000);

  it("too few recipes: targets and window, no sample day, as the stored plan has no days", async () => {
    const block = await planBlockSource(handle.db, { profile: strictProfile, today, locale: "en" }).load();
    expect(block).toMatchObject({ sampleDay: null, fasting: { start: "07:00" } });
    expect(block!.kcal).toBeGreaterThan(1000);
    const user = await buyer("preview-strict@example.com", strictProfile);
    expect(await generateMealPlan(handle.db, solver, { userUuid: user, weekStart })).toBe("no-recipes");
  }, 120_000);
});
