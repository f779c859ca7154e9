import { callout, h2, h3, ol, p, table, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const highProteinBreakfastRecipes: Article = {
  slug: "high-protein-breakfast-recipes",
  title: "High-Protein Breakfasts: Why They Help and 3 Easy Recipes with 34 g of Protein or More",
  description:
    "Why a protein-rich first meal keeps you full, how much protein to aim for, and three tested breakfast recipes with exact gram weights and nutrition values.",
  category: "recipes",
  tags: ["recipes", "protein", "breakfast", "satiety", "meal ideas"],
  authorSlug: "hannah-lindqvist",
  reviewerSlug: "tomas-reyes",
  publishedAt: "2026-08-19",
  updatedAt: "2026-11-05",
  heroAlt: "A Greek yoghurt bowl with oats, raspberries and walnuts next to a plate of spinach and feta scrambled eggs",
  blocks: [
    p(
      "Whether you eat breakfast at 7:00 or break a 16-hour fast at noon, your first meal sets the tone for the rest of the day. A first meal built around protein keeps you full for longer and makes it easier to reach your daily protein target, which matters even more when you are eating fewer calories. Below you will find the reasons, a simple target, and three breakfasts we cook again and again.",
    ),

    h2("Why protein at breakfast?"),
    ul([
      "**Fullness:** protein is the most satiating macronutrient. In a review of the evidence, Leidy and colleagues (2015) concluded that higher-protein diets improve appetite control and help preserve lean mass during weight loss.",
      "**Fewer snacks later:** in a study of late-adolescent girls who usually skipped breakfast, Leidy and colleagues (2013) found that a breakfast with 35 g of protein reduced evening snacking on high-fat, high-sugar foods compared with skipping breakfast or eating a normal-protein breakfast.",
      "**Muscle:** spreading protein across meals supports muscle maintenance. The International Society of Sports Nutrition suggests about 20 to 40 g of protein per meal for most adults.",
      "**Easier targets:** if you eat only two or three meals, a protein-light breakfast makes it hard to reach the 1.2 to 1.6 g per kilogram of body weight a day often recommended during weight loss.",
    ]),
    p(
      "All three recipes below provide at least 34 g of protein and about 500 to 580 kcal, which suits a plan of around 1,600 to 2,000 kcal a day. Each serves one. Nutrition values are estimates calculated from USDA FoodData Central; they vary a little with the brands you use.",
    ),

    h2("1. Greek yoghurt power bowl"),
    p("Ready in 5 minutes, no cooking. Prepare it the night before if your mornings are busy."),
    h3("Ingredients"),
    ul([
      "250 g plain Greek yoghurt (2 % fat)",
      "30 g rolled oats",
      "100 g raspberries or mixed berries (fresh or thawed frozen)",
      "15 g walnuts, roughly chopped",
      "10 g chia seeds",
      "a pinch of cinnamon",
    ]),
    h3("Method"),
    ol([
      "Stir the oats and chia seeds into the yoghurt. If you have time, leave for 10 minutes (or overnight in the fridge) so they soften.",
      "Top with the berries, walnuts and cinnamon.",
      "Add a teaspoon of honey only if you need it; it adds about 20 kcal.",
    ]),

    h2("2. Spinach and feta scramble on wholegrain toast"),
    p("Ready in 10 minutes. The extra egg whites add protein without much fat."),
    h3("Ingredients"),
    ul([
      "3 large eggs (about 150 g without shells)",
      "100 g liquid egg whites",
      "60 g baby spinach",
      "30 g feta, crumbled",
      "100 g cherry tomatoes, halved",
      "40 g slice of wholegrain bread",
      "5 g olive oil (1 teaspoon)",
      "black pepper",
    ]),
    h3("Method"),
    ol([
      "Whisk the eggs and egg whites with black pepper. Feta is salty, so you do not need extra salt.",
      "Heat the oil in a non-stick pan over medium heat and wilt the spinach for 1 minute.",
      "Pour in the eggs and stir gently until just set, about 2 to 3 minutes. Take off the heat and fold in the feta.",
      "Serve on the toasted bread with the cherry tomatoes on the side.",
    ]),

    h2("3. Cottage cheese and banana pancakes"),
    p("Ready in 15 minutes. Makes four or five small pancakes; they also reheat well."),
    h3("Ingredients"),
    ul([
      "150 g low-fat cottage cheese (2 % fat)",
      "2 large eggs (about 100 g without shells)",
      "40 g rolled oats",
      "1 small ripe banana (about 100 g peeled)",
      "5 g rapeseed oil for the pan",
      "50 g blueberries to serve",
    ]),
    h3("Method"),
    ol([
      "Blend the cottage cheese, eggs, oats and banana until smooth. Let the batter rest for 5 minutes to thicken.",
      "Brush a non-stick pan with the oil and heat over medium-low heat.",
      "Pour in about 3 tablespoons of batter per pancake. Cook for 2 to 3 minutes until bubbles appear and the edges set, then turn and cook for 1 to 2 minutes more.",
      "Serve with the blueberries.",
    ]),

    table(
      ["Recipe", "Energy", "Protein", "Carbohydrate", "Fat", "Fibre"],
      [
        ["Greek yoghurt power bowl", "about 500 kcal", "34 g", "48 g", "21 g", "14 g"],
        ["Spinach and feta scramble", "about 520 kcal", "42 g", "26 g", "27 g", "5 g"],
        ["Cottage cheese pancakes", "about 580 kcal", "35 g", "65 g", "21 g", "8 g"],
      ],
      "Nutrition per serving (estimates)",
    ),

    callout(
      "warning",
      "These recipes contain milk, eggs, gluten (unless you use certified gluten-free oats and bread) and nuts. Check every label if you have an allergy or intolerance.",
      "Allergens",
    ),

    h2("Make them your own"),
    ul([
      "**Plant-based:** use soy skyr or soy yoghurt in the bowl (most have less protein, so add 15 g of pea protein), and scramble 200 g of firm tofu with turmeric instead of eggs.",
      "**Fewer calories:** halve the walnuts, use 0 % yoghurt, or skip the toast; each change saves roughly 50 to 100 kcal.",
      "**More calories:** add another slice of toast, 30 g more oats or a piece of fruit.",
    ]),

    h2("The bottom line"),
    p(
      "A protein-rich first meal is one of the simplest habits that makes a calorie deficit easier to live with. Pick the recipe that suits your mornings and repeat it; if you want to cook once for several days, see our guide to [meal prep for the week](/blog/meal-prep-for-the-week).",
    ),

    h2("Sources"),
    ul([
      "Leidy HJ, Clifton PM, Astrup A, et al. The role of protein in weight loss and maintenance. Am J Clin Nutr. 2015;101(6):1320S–1329S.",
      "Leidy HJ, Ortinau LC, Douglas SM, Hoertel HA. Beneficial effects of a higher-protein breakfast on the appetitive, hormonal, and neural signals controlling energy intake regulation in overweight/obese, \"breakfast-skipping,\" late-adolescent girls. Am J Clin Nutr. 2013;97(4):677–688.",
      "Jäger R, Kerksick CM, Campbell BI, et al. International Society of Sports Nutrition position stand: protein and exercise. J Int Soc Sports Nutr. 2017;14:20.",
      "US Department of Agriculture, Agricultural Research Service. FoodData Central. fdc.nal.usda.gov.",
    ]),
  ],
};
