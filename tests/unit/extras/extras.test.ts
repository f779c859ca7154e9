import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extraPictures, extraProducts, extraSlug, ownedExtras, productOfSlug } from "@/features/extras/domain/extra-products";
import { recipeBookChapters } from "@/features/extras/domain/recipe-book";
import type { MealType } from "@/features/meal-plan/domain/recipe";

const cases = JSON.parse(readFileSync(path.join(process.cwd(), "tests/unit/extras/extras.cases.json"), "utf8")) as {
  owned: { name: string; lines: { product: string; status: string }[]; expected: string[] }[];
  slugs: { slug: string; expected: string | null }[];
  chapters: {
    name: string;
    perChapter: number;
    recipes: { id: string; name: string; timeMinutes: number; mealTypes: MealType[] }[];
    expected: { mealType: MealType; ids: string[] }[];
  }[];
};

describe("extras (golden cases)", () => {
  it.each(cases.owned.map((c) => [c.name, c] as const))("owned: %s", (_name, c) => {
    expect(ownedExtras(c.lines)).toEqual(c.expected);
  });

  it.each(cases.slugs.map((c) => [c.slug, c] as const))("the address %j", (_slug, c) => {
    expect(productOfSlug(c.slug)).toBe(c.expected);
  });

  it("every product's address leads back to it and it has a picture in public/", () => {
    for (const product of extraProducts) {
      expect(productOfSlug(extraSlug(product))).toBe(product);
      expect(readFileSync(path.join(process.cwd(), "public", extraPictures[product].src)).length).toBeGreaterThan(0);
    }
  });

  it.each(cases.chapters.map((c) => [c.name, c] as const))("recipe book: %s", (_name, c) => {
    expect(recipeBookChapters(c.recipes, c.perChapter).map((chapter) => ({ mealType: chapter.mealType, ids: chapter.recipes.map((r) => r.id) }))).toEqual(
      c.expected,
    );
  });
});
