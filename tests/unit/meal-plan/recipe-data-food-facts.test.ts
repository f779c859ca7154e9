import { describe, expect, it } from "vitest";
import { foodFacts, type FoodFact } from "@/features/meal-plan/data/food-facts";
import { readFoods } from "@/features/meal-plan/data/load-recipes";

/** Review of data/food-facts.json against foods.csv: complete and consistent. */

const foods = readFoods();
const factOf = (id: string): FoodFact => foodFacts[id]!;
const offenders = (test: (id: string, fact: FoodFact, category: string) => boolean) =>
  foods.filter((f) => test(f.id, factOf(f.id), f.category)).map((f) => f.id);

describe("food facts", () => {
  it("cover exactly the foods of foods.csv", () => {
    expect(foods).toHaveLength(556);
    expect(Object.keys(foodFacts).sort()).toEqual(foods.map((f) => f.id).sort());
  });

  it("list allergens once each, in a fixed order", () => {
    expect(
      offenders(
        (_, f) =>
          [...f.allergens].sort().join() !== f.allergens.join() ||
          new Set(f.allergens).size !== f.allergens.length,
      ),
    ).toEqual([]);
  });

  it("mark every fish as fish and every shellfish as shellfish, animal and allergen alike", () => {
    const shellfish = /shrimp|crab|lobster|clams|mussels|oysters|scallops|squid/;
    expect(
      offenders(
        (id, f, c) =>
          c === "seafood" &&
          shellfish.test(id) &&
          (f.animal !== "shellfish" || !f.allergens.includes("shellfish")),
      ),
    ).toEqual([]);
    expect(
      offenders(
        (id, f, c) =>
          c === "seafood" &&
          !shellfish.test(id) &&
          (f.animal !== "fish" || !f.allergens.includes("fish")),
      ),
    ).toEqual([]);
    expect(factOf("fish_sauce")).toMatchObject({ animal: "fish", allergens: ["fish"] });
    expect(factOf("worcestershire_sauce").animal).toBe("fish");
    expect(factOf("oyster_sauce").animal).toBe("shellfish");
  });

  it("mark dairy, eggs, meat and poultry as the animal foods they are", () => {
    expect(
      offenders(
        (_, f, c) => c === "dairy" && (f.animal !== "dairy" || !f.allergens.includes("dairy")),
      ),
    ).toEqual([]);
    expect(
      offenders((_, f, c) => c === "egg" && (f.animal !== "egg" || !f.allergens.includes("egg"))),
    ).toEqual([]);
    expect(
      offenders((_, f, c) => (c === "meat" || c === "poultry") && f.animal !== "meat"),
    ).toEqual([]);
    expect(
      offenders((id, f) => /stock|chicken_broth|^lard$|gelatin/.test(id) && f.animal !== "meat"),
    ).toEqual([]);
    expect(factOf("honey").animal).toBe("honey");
    expect(factOf("mayonnaise")).toMatchObject({ animal: "egg", allergens: ["egg"] });
  });

  it("give an animal allergen to the animal foods that carry it", () => {
    expect(offenders((_, f) => f.animal === "dairy" && !f.allergens.includes("dairy"))).toEqual([]);
    expect(offenders((_, f) => f.animal === "egg" && !f.allergens.includes("egg"))).toEqual([]);
    expect(offenders((_, f) => f.animal === "fish" && !f.allergens.includes("fish"))).toEqual([]);
    expect(
      offenders((_, f) => f.animal === "shellfish" && !f.allergens.includes("shellfish")),
    ).toEqual([]);
    expect(offenders((_, f) => f.allergens.includes("dairy") && f.animal === null)).toEqual([]);
  });

  it("keep plant foods free of animal marks", () => {
    const plant = [
      "vegetable",
      "fruit",
      "grain",
      "legume",
      "nut_seed",
      "herb_spice",
      "beverage",
      "baking",
    ];
    const exceptions = new Set([
      "kimchi",
      "egg_noodles_dry",
      "egg_noodles_cooked",
      "croissant_butter",
      "gelatin_unflavored_dry",
    ]);
    expect(
      offenders((id, f, c) => plant.includes(c) && f.animal !== null && !exceptions.has(id)),
    ).toEqual([]);
    expect(
      offenders(
        (id, f) =>
          /^(almond_milk|soy_milk|tofu|tempeh|coconut|olive_oil)/.test(id) && f.animal !== null,
      ),
    ).toEqual([]);
  });

  it("mark the foods that carry each plant allergen", () => {
    const has = (pattern: RegExp, allergen: string) =>
      offenders(
        (id, f) =>
          pattern.test(id) && !f.allergens.includes(allergen as FoodFact["allergens"][number]),
      );
    expect(
      has(
        /(?<!buck)wheat|bread|^pasta|couscous|bulgur|barley|semolina|spelt|_rye|bagel|^pita_bread|croissant|crackers|^all_purpose|tortilla_flour|soy_sauce|^oat|beer/,
        "gluten",
      ),
    ).toEqual([]);
    expect(has(/peanut/, "peanuts")).toEqual([]);
    expect(
      has(
        /almond|cashew|walnut|pecan|hazelnut|pistachio|macadamia|brazil_nut|pine_nut|pesto/,
        "tree-nuts",
      ),
    ).toEqual([]);
    expect(has(/sesame|tahini|hummus/, "sesame")).toEqual([]);
    expect(has(/tofu|tempeh|miso|edamame|soybeans|soy_milk|soy_sauce|tamari/, "soy")).toEqual([]);
    expect(
      offenders(
        (id, f) =>
          /rice|quinoa|corn|potato|millet|buckwheat|teff|amaranth/.test(id) &&
          f.allergens.includes("gluten") &&
          !/crackers/.test(id),
      ),
    ).toEqual([]);
  });

  it("sell foods in the units shops use", () => {
    expect(factOf("egg_whole_raw").shopUnit).toEqual({ grams: 300, label: "box", count: 6 });
    expect(factOf("milk_whole_3_25_pct_fat").shopUnit).toEqual({ grams: 1000, label: "carton" });
    expect(factOf("oats_rolled_dry").shopUnit).toEqual({ grams: 500, label: "bag" });
    expect(factOf("chicken_breast_skinless_raw").shopUnit).toEqual({ grams: 500, label: "pack" });
    expect(factOf("cumin_seed").shopUnit).toEqual({ grams: 50, label: "jar" });
    expect(factOf("onions_raw").shopUnit).toMatchObject({ label: "piece" });
    // Dried spices come in small jars, fresh herbs in bunches, frozen foods in the freezer.
    expect(
      offenders(
        (id, f, c) =>
          c === "herb_spice" &&
          !/fresh|salt|vanilla/.test(id) &&
          (f.aisle !== "spices-oils" || f.shopUnit.grams > 50),
      ),
    ).toEqual([]);
    expect(
      offenders(
        (id, f, c) => c === "herb_spice" && /fresh/.test(id) && f.shopUnit.label !== "bunch",
      ),
    ).toEqual([]);
    expect(offenders((id, f) => /frozen/.test(id) && f.aisle !== "frozen")).toEqual([]);
    expect(offenders((id, f) => /canned/.test(id) && !["canned-jars"].includes(f.aisle))).toEqual(
      [],
    );
    expect(offenders((_, f) => f.shopUnit.grams > 5000)).toEqual([]);
  });

  it("sell a cooked food as its raw or dry pack, in cooked weight of the same energy", () => {
    // 1 kg of dry rice (365 kcal/100 g) cooks to about 2,810 g (130 kcal/100 g).
    expect(factOf("rice_white_long_grain_cooked").shopUnit).toEqual({ grams: 2810, label: "bag" });
    expect(factOf("rice_white_long_grain_cooked").aisle).toBe(
      factOf("rice_white_long_grain_uncooked").aisle,
    );
  });
});
