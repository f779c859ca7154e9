import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRecipes } from "@/features/meal-plan/data/load-recipes";
import { listRecipes } from "@/features/meal-plan/server/recipe-repository";
import type { DatabaseHandle } from "@/server/db/create-database";
import { recipes } from "@/server/db/schema/recipes";
import { runSeed } from "@/server/db/seed/run-seed";
import { createTestDatabase } from "../../helpers/test-db";

describe("the seed writes the recipe catalogue", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("stores every recipe of the files, and a second run changes nothing", async () => {
    const catalogue = loadRecipes();
    await runSeed(handle.db);
    const first = await handle.db.select().from(recipes).orderBy(recipes.id);
    expect(first.map((r) => r.id)).toEqual(catalogue.map((r) => r.id));
    await runSeed(handle.db);
    expect(await handle.db.select().from(recipes).orderBy(recipes.id)).toEqual(first);
  });

  it("reads back the same nutrition, allergens and English copy the files give", async () => {
    const stored = new Map((await listRecipes(handle.db, { locale: "en" })).map((r) => [r.id, r]));
    for (const recipe of loadRecipes()) {
      const row = stored.get(recipe.id);
      expect(row, recipe.id).toBeDefined();
      expect(row).toMatchObject({
        perPortion: recipe.perPortion,
        allergens: recipe.allergens,
        diets: recipe.diets,
        name: recipe.copy.en.name,
        steps: recipe.copy.en.steps,
      });
    }
  });
});
