import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRecipe, listRecipes } from "@/features/meal-plan/server/recipe-repository";
import type { DatabaseHandle } from "@/server/db/create-database";
import { recipes } from "@/server/db/schema/recipes";
import { seedRecipes } from "@/server/db/seed/seed-recipes";
import { createTestDatabase } from "../../helpers/test-db";
import { buildFixtureRecipes, fixtureSources } from "./recipe-fixtures";

const ids = (list: { id: string }[]) => list.map((r) => r.id).sort();

describe("recipe repository", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedRecipes(handle.db, buildFixtureRecipes());
  });
  afterAll(async () => {
    await handle.close();
  });

  it("stores every recipe with its derived allergens, foods and nutrition", async () => {
    const rows = await handle.db.select().from(recipes).orderBy(recipes.id);
    expect(rows.map((r) => r.id)).toEqual([
      "test-bacon-and-eggs",
      "test-lentil-soup",
      "test-peanut-oat-bites",
      "test-salmon-avocado-salad",
    ]);
    const bites = rows.find((r) => r.id === "test-peanut-oat-bites")!;
    expect(bites.allergens).toEqual(["gluten", "peanuts"]);
    expect(bites.foods).toEqual(["oats_rolled_dry", "peanut_butter_smooth_unsalted", "honey"]);
    // 30 g oats (389 kcal/100 g) + 15 g peanut butter (598) + 10 g honey (304), from foods.csv
    expect(bites.perPortion.kcal).toBe(Math.round(0.3 * 389 + 0.15 * 598 + 0.1 * 304));
    expect(rows.find((r) => r.id === "test-salmon-avocado-salad")!.allergens).toEqual(["fish"]);
  });

  it("seeding again changes nothing; a changed recipe file updates its row", async () => {
    const before = await handle.db.select().from(recipes).orderBy(recipes.id);
    await seedRecipes(handle.db, buildFixtureRecipes());
    expect(await handle.db.select().from(recipes).orderBy(recipes.id)).toEqual(before);

    const changed = structuredClone(fixtureSources);
    changed[3]!.timeMinutes = 14;
    await seedRecipes(handle.db, buildFixtureRecipes(changed));
    const [row] = await handle.db
      .select()
      .from(recipes)
      .where(eq(recipes.id, "test-bacon-and-eggs"));
    expect(row!.timeMinutes).toBe(14);
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(before[0]!.updatedAt.getTime());
    const untouched = await handle.db
      .select()
      .from(recipes)
      .where(eq(recipes.id, "test-lentil-soup"));
    expect(untouched).toEqual([before[1]]);
    await seedRecipes(handle.db, buildFixtureRecipes());
  });

  it("filters by diet, meal type and time", async () => {
    expect(ids(await listRecipes(handle.db, { locale: "en", diet: "vegan" }))).toEqual([
      "test-lentil-soup",
    ]);
    expect(ids(await listRecipes(handle.db, { locale: "en", diet: "vegetarian" }))).toEqual([
      "test-lentil-soup",
      "test-peanut-oat-bites",
    ]);
    expect(
      ids(await listRecipes(handle.db, { locale: "en", diet: "keto", mealType: "dinner" })),
    ).toEqual(["test-salmon-avocado-salad"]);
    expect(ids(await listRecipes(handle.db, { locale: "en", mealType: "breakfast" }))).toEqual([
      "test-bacon-and-eggs",
    ]);
    expect(ids(await listRecipes(handle.db, { locale: "en", maxMinutes: 12 }))).toEqual([
      "test-bacon-and-eggs",
      "test-peanut-oat-bites",
    ]);
    expect(await listRecipes(handle.db, { locale: "en" })).toHaveLength(4);
  });

  it("never offers a recipe with an excluded allergen or food", async () => {
    expect(
      ids(await listRecipes(handle.db, { locale: "en", excludeAllergens: ["gluten"] })),
    ).toEqual(["test-salmon-avocado-salad"]);
    expect(
      ids(await listRecipes(handle.db, { locale: "en", excludeAllergens: ["fish", "peanuts"] })),
    ).toEqual(["test-bacon-and-eggs", "test-lentil-soup"]);
    expect(
      ids(
        await listRecipes(handle.db, { locale: "en", excludeFoods: ["bacon_baked", "olive_oil"] }),
      ),
    ).toEqual(["test-peanut-oat-bites"]);
  });

  it("searches names in the locale and in English, wildcards taken literally", async () => {
    expect(ids(await listRecipes(handle.db, { locale: "en", search: "SALMON" }))).toEqual([
      "test-salmon-avocado-salad",
    ]);
    expect(ids(await listRecipes(handle.db, { locale: "de", search: "linsen" }))).toEqual([
      "test-lentil-soup",
    ]);
    expect(ids(await listRecipes(handle.db, { locale: "de", search: "lentil" }))).toEqual([
      "test-lentil-soup",
    ]);
    expect(await listRecipes(handle.db, { locale: "en", search: "%" })).toEqual([]);
    expect(await listRecipes(handle.db, { locale: "en", search: "_" })).toEqual([]);
  });

  it("gives names and steps in the locale, else in English, ordered by name", async () => {
    const german = await listRecipes(handle.db, { locale: "de" });
    expect(german.map((r) => r.name)).toEqual([
      "Bacon and eggs on toast",
      "Linsen-Tomaten-Suppe",
      "Peanut oat bites",
      "Salmon and avocado salad",
    ]);
    const soup = await getRecipe(handle.db, "test-lentil-soup", "de");
    expect(soup).toMatchObject({ name: "Linsen-Tomaten-Suppe", copyLocale: "de", timeMinutes: 40 });
    expect(soup!.steps).toHaveLength(3);
    const salad = await getRecipe(handle.db, "test-salmon-avocado-salad", "ja");
    expect(salad).toMatchObject({ name: "Salmon and avocado salad", copyLocale: "en" });
    expect(salad!.ingredients).toEqual(fixtureSources[1]!.ingredients);
    expect(await getRecipe(handle.db, "no-such-recipe", "en")).toBeNull();
  });
});
