import { buildRecipes, type LoadedRecipe } from "@/features/meal-plan/data/build-recipes";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { readFoods } from "@/features/meal-plan/data/load-recipes";

/** Four small recipes through the real loading pipeline (real foods, facts and checks). */
export const fixtureSources = [
  {
    id: "test-lentil-soup",
    mealTypes: ["lunch", "dinner"],
    diets: ["omnivore", "vegetarian", "vegan", "pescatarian", "mediterranean"],
    timeMinutes: 40,
    cuisine: "international",
    tags: ["budget", "fibre-rich"],
    ingredients: [
      { food: "lentils_boiled", grams: 250 },
      { food: "carrots_raw", grams: 80 },
      { food: "onions_raw", grams: 60 },
      { food: "olive_oil", grams: 10 },
      { food: "tomatoes_crushed_canned", grams: 150 },
      { food: "bread_whole_wheat", grams: 60 },
    ],
    copy: {
      en: {
        name: "Lentil and tomato soup",
        steps: [
          "Soften the onion and carrot in the oil.",
          "Add the tomatoes and lentils and simmer.",
          "Serve with the bread.",
        ],
      },
    },
  },
  {
    id: "test-salmon-avocado-salad",
    mealTypes: ["lunch", "dinner"],
    diets: ["omnivore", "pescatarian", "keto", "low-carb", "mediterranean"],
    timeMinutes: 15,
    cuisine: "international",
    tags: ["quick", "high-protein"],
    ingredients: [
      { food: "salmon_atlantic_farmed_cooked", grams: 150 },
      { food: "spinach_raw", grams: 60 },
      { food: "avocado_raw", grams: 80 },
      { food: "olive_oil", grams: 10 },
      { food: "lemon_juice_fresh", grams: 10 },
    ],
    copy: {
      en: {
        name: "Salmon and avocado salad",
        steps: [
          "Flake the cooked salmon.",
          "Toss the spinach with the oil and lemon juice.",
          "Top with the salmon and sliced avocado.",
        ],
      },
    },
  },
  {
    id: "test-peanut-oat-bites",
    mealTypes: ["snack"],
    diets: ["omnivore", "vegetarian", "pescatarian"],
    timeMinutes: 10,
    cuisine: "international",
    tags: ["quick", "no-cook"],
    ingredients: [
      { food: "oats_rolled_dry", grams: 30 },
      { food: "peanut_butter_smooth_unsalted", grams: 15 },
      { food: "honey", grams: 10 },
    ],
    copy: {
      en: {
        name: "Peanut oat bites",
        steps: [
          "Stir the oats, peanut butter and honey together.",
          "Roll the mixture into small balls.",
          "Chill for ten minutes before eating.",
        ],
      },
    },
  },
  {
    id: "test-bacon-and-eggs",
    mealTypes: ["breakfast"],
    diets: ["omnivore"],
    timeMinutes: 12,
    cuisine: "international",
    tags: ["quick"],
    ingredients: [
      { food: "egg_fried", grams: 100 },
      { food: "bacon_baked", grams: 20 },
      { food: "bread_white", grams: 40 },
    ],
    copy: {
      en: {
        name: "Bacon and eggs on toast",
        steps: [
          "Crisp the bacon in a pan.",
          "Fry the eggs in the same pan.",
          "Serve on the toasted bread.",
        ],
      },
    },
  },
];

export const fixtureCopies = {
  de: {
    "test-lentil-soup": {
      name: "Linsen-Tomaten-Suppe",
      steps: [
        "Zwiebel und Karotte im Öl andünsten.",
        "Tomaten und Linsen zugeben und köcheln lassen.",
        "Mit dem Brot servieren.",
      ],
    },
  },
};

export function buildFixtureRecipes(sources: unknown[] = fixtureSources): LoadedRecipe[] {
  return buildRecipes({
    sources: [{ file: "recipes/fixture.json", entries: sources }],
    copies: [{ locale: "de", entries: fixtureCopies.de }],
    foods: readFoods(),
    facts: foodFacts,
  });
}
