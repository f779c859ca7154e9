import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { foodNamer } from "@/features/meal-plan/data/food-names";
import { loadRecipes, mealPlanDataDir } from "@/features/meal-plan/data/load-recipes";
import { locales } from "@/i18n/locales";

/** Shopping-list food names (data/food-copy/<locale>.json) for every food a recipe uses. */

const read = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(mealPlanDataDir, "food-copy", `${locale}.json`), "utf8"),
  ) as Record<string, string>;
const used = [...new Set(loadRecipes().flatMap((r) => r.foods))].sort();

describe("food names", () => {
  it("name every food a recipe uses in English, and only known foods", () => {
    const english = read("en");
    expect(used.filter((id) => !english[id]?.trim())).toEqual([]);
    expect(Object.keys(english).filter((id) => !foodFacts[id])).toEqual([]);
  });

  it.each(locales.filter((l) => l !== "en"))(
    "%s names the same foods as English, none left empty or in English by mistake",
    (locale) => {
      const english = read("en");
      const names = read(locale);
      expect(Object.keys(names).sort()).toEqual(Object.keys(english).sort());
      expect(Object.entries(names).filter(([, name]) => !name.trim() || name.length > 60)).toEqual(
        [],
      );
      // Names that are the same word in both languages exist (Tofu, Pasta), but not for most foods.
      const same = Object.keys(names).filter((id) => names[id] === english[id]);
      expect(same.length).toBeLessThan(Object.keys(names).length / 4);
    },
  );

  it("name foods in the locale, in English where the locale has none, else by id", async () => {
    const german = await foodNamer("de");
    expect(german("oats_rolled_dry")).toBe("Haferflocken");
    const japanese = await foodNamer("ja");
    expect(japanese("egg_whole_raw")).toBe("卵");
    expect(japanese("not_a_food")).toBe("not_a_food");
  });
});
