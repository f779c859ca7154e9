import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLibraryQuery } from "@/features/cooking/domain/library-query";
import { loadLibrary } from "@/features/cooking/server/load-library";
import { loadRecipePage } from "@/features/cooking/server/load-recipe-page";
import { viewerUnits } from "@/features/cooking/server/viewer-units";
import { loadRecipes } from "@/features/meal-plan/data/load-recipes";
import type { DatabaseHandle } from "@/server/db/create-database";
import { users } from "@/server/db/schema/quiz";
import { runSeed } from "@/server/db/seed/run-seed";
import { createTestDatabase } from "../../helpers/test-db";

describe("the recipe library over the seeded catalogue", () => {
  let handle: DatabaseHandle;
  const catalogue = loadRecipes();

  beforeAll(async () => {
    handle = await createTestDatabase();
    await runSeed(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("pages the whole catalogue 24 at a time", async () => {
    const first = await loadLibrary(handle.db, "en", parseLibraryQuery({}));
    expect(first.total).toBe(catalogue.length);
    expect(first.items).toHaveLength(Math.min(24, catalogue.length));
    const last = await loadLibrary(handle.db, "en", parseLibraryQuery({ page: String(first.pageCount) }));
    expect(last.items.length).toBe(catalogue.length - (first.pageCount - 1) * 24);
    const seen = new Set<string>();
    for (let page = 1; page <= first.pageCount; page++) {
      for (const card of (await loadLibrary(handle.db, "en", parseLibraryQuery({ page: String(page) }))).items) seen.add(card.id);
    }
    expect(seen.size).toBe(catalogue.length);
  });

  it("filters by meal type, diet, time and allergens exactly as the recipe files say", async () => {
    const query = parseLibraryQuery({ meal: "lunch", diet: "vegetarian", time: "30", without: ["gluten", "dairy"] });
    const expected = catalogue
      .filter((r) => r.mealTypes.includes("lunch") && r.diets.includes("vegetarian") && r.timeMinutes <= 30)
      .filter((r) => !r.allergens.includes("gluten") && !r.allergens.includes("dairy"))
      .map((r) => r.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const library = await loadLibrary(handle.db, "en", query);
    expect(library.items.map((c) => c.id).sort()).toEqual(expected);
    for (const card of library.items) {
      const source = catalogue.find((r) => r.id === card.id)!;
      expect(card).toMatchObject({ timeMinutes: source.timeMinutes, kcal: source.perPortion.kcal, tags: source.tags });
    }
  });

  it("searches names in the page's language and in English", async () => {
    const target = catalogue.find((r) => r.copy.de && r.copy.de.name !== r.copy.en.name)!;
    const word = target.copy.de!.name.split(" ")[0]!;
    const german = await loadLibrary(handle.db, "de", parseLibraryQuery({ q: word }));
    expect(german.items.map((c) => c.id)).toContain(target.id);
    const english = await loadLibrary(handle.db, "de", parseLibraryQuery({ q: target.copy.en.name }));
    expect(english.items.map((c) => c.id)).toContain(target.id);
    const none = await loadLibrary(handle.db, "en", parseLibraryQuery({ q: "zzzz-no-such-dish" }));
    expect(none).toMatchObject({ total: 0, items: [], pageCount: 1 });
  });

  it("gives a recipe's page with foods named in the locale; unknown or malformed ids are null", async () => {
    const source = catalogue[0]!;
    const page = await loadRecipePage(handle.db, source.id, "ar");
    expect(page).toMatchObject({ id: source.id, perPortion: source.perPortion, ingredients: source.ingredients });
    expect(page!.ingredientNames).toHaveLength(source.ingredients.length);
    expect(page!.ingredientNames.some((name) => /[\u0600-\u06FF]/.test(name))).toBe(true);
    expect(await loadRecipePage(handle.db, "no-such-recipe", "en")).toBeNull();
    expect(await loadRecipePage(handle.db, "../etc/passwd", "en")).toBeNull();
    expect(await loadRecipePage(handle.db, "A".repeat(500), "en")).toBeNull();
  });

  it("reads the person's units from their quiz profile", async () => {
    const [metric] = await handle.db.insert(users).values({ email: "metric@example.com" }).returning({ uuid: users.uuid });
    const [imperial] = await handle.db.insert(users).values({ email: "imperial@example.com", profile: { units: "imperial" } }).returning({ uuid: users.uuid });
    expect(await viewerUnits(handle.db, metric!.uuid)).toBe("metric");
    expect(await viewerUnits(handle.db, imperial!.uuid)).toBe("imperial");
    await handle.db.update(users).set({ profile: { units: "metric" } }).where(eq(users.uuid, imperial!.uuid));
    expect(await viewerUnits(handle.db, imperial!.uuid)).toBe("metric");
  });
});
