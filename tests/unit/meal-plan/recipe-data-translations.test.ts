import { describe, expect, it } from "vitest";
import { loadRecipes, readRecipeCopies } from "@/features/meal-plan/data/load-recipes";
import { locales } from "@/i18n/locales";

/**
 * Recipe translations (data/recipe-copy/<locale>.json): each file present is complete, and
 * once translation has begun, every one of the 15 languages besides English has its file.
 */

const translated = locales.filter((l) => l !== "en");
const copies = readRecipeCopies();
const recipes = loadRecipes();

describe("recipe translations", () => {
  it("are files of the 15 translated locales only", () => {
    expect(
      copies.map((c) => c.locale).filter((l) => !(translated as readonly string[]).includes(l)),
    ).toEqual([]);
  });

  it("cover every translated locale once any exists", () => {
    const present = copies.map((c) => c.locale).sort();
    expect(
      present.length === 0 || present.length === translated.length,
      `present: ${present.join(", ")}`,
    ).toBe(true);
  });

  it.each(copies.map((c) => [c.locale, c] as const))(
    "%s: every recipe has a name and all its steps",
    (locale, file) => {
      const entries = file.entries as Record<string, { name?: string; steps?: string[] }>;
      const missing = recipes.filter((r) => !entries[r.id]?.name?.trim()).map((r) => r.id);
      const wrongSteps = recipes
        .filter(
          (r) =>
            entries[r.id] &&
            entries[r.id]!.steps?.filter((s) => s.trim()).length !== r.copy.en.steps.length,
        )
        .map((r) => r.id);
      const unknown = Object.keys(entries).filter((id) => !recipes.some((r) => r.id === id));
      expect({ locale, missing, wrongSteps, unknown }).toEqual({
        locale,
        missing: [],
        wrongSteps: [],
        unknown: [],
      });
    },
  );

  it("reach the loaded recipes", () => {
    for (const { locale } of copies) {
      expect(
        recipes.every((r) => r.copy[locale as (typeof translated)[number]] !== undefined),
        locale,
      ).toBe(true);
    }
  });
});
