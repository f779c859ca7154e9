import { callout, h2, h3, ol, p, table, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const mealPrepForTheWeek: Article = {
  slug: "meal-prep-for-the-week",
  title: "Meal Prep for the Week: A Two-Hour Plan for Healthy Lunches and Dinners",
  description:
    "A step-by-step system to cook once and eat well all week: what to prepare, a sample shopping list in grams, a prep timeline and food-safety rules for storage.",
  category: "recipes",
  tags: ["meal prep", "recipes", "planning", "food safety", "batch cooking"],
  authorSlug: "priya-raman",
  reviewerSlug: "hannah-lindqvist",
  publishedAt: "2026-09-08",
  updatedAt: "2026-11-12",
  heroAlt: "Glass containers filled with chicken, roasted vegetables, rice and lentils lined up on a kitchen counter",
  blocks: [
    p(
      "The hardest moment of any eating plan is 19:00 on a Wednesday, when you are tired, hungry and nothing is ready. Meal prep solves that moment in advance. It does not require eating the same sad box of chicken and rice every day; the most flexible approach is to prepare components that you combine into different meals. This guide gives you a two-hour system, a sample shopping list and the food-safety rules that make it work.",
    ),

    h2("Why planning helps"),
    p(
      "People who plan their meals tend to eat better. In a study of more than 40,000 French adults, Ducrot and colleagues (2017) found that those who planned meals ahead had a more varied diet, closer adherence to nutrition guidelines and lower odds of obesity than those who did not. Observational studies cannot prove that planning causes these differences, but the mechanism is plausible: when a good meal is already in the fridge, it is the easy choice.",
    ),

    h2("The component method"),
    p("Instead of cooking five identical meals, prepare a few building blocks from each group:"),
    ul([
      "**Two proteins:** for example roast chicken thighs and a pot of lentils, or baked tofu and hard-boiled eggs.",
      "**Two carbohydrates:** for example brown rice and roast potatoes, or wholegrain pasta and quinoa.",
      "**Three or four vegetables:** one tray of roasted vegetables, one raw salad base, and one cooked green vegetable.",
      "**One or two sauces:** a yoghurt-herb dressing and a tomato sauce, or a peanut-lime dressing.",
    ]),
    p(
      "During the week you assemble a bowl, a wrap, a salad or a quick stir-fry from these parts in five minutes, so every meal feels different.",
    ),

    h2("A sample shopping list for four lunches and four dinners for one person"),
    table(
      ["Food", "Amount", "Used for"],
      [
        ["Chicken thighs, skinless and boneless", "800 g", "Roast chicken"],
        ["Dried red lentils", "200 g", "Lentil and tomato stew"],
        ["Eggs", "6", "Hard-boiled eggs"],
        ["Brown rice (dry weight)", "250 g", "Rice base"],
        ["Potatoes", "600 g", "Roast potatoes"],
        ["Peppers, courgettes and red onions", "1.2 kg in total", "Roasted vegetable tray"],
        ["Broccoli", "500 g", "Steamed green vegetable"],
        ["Salad leaves, cucumber and cherry tomatoes", "600 g in total", "Raw salad base"],
        ["Chopped tomatoes (tinned)", "2 × 400 g", "Stew and sauce"],
        ["Plain Greek yoghurt", "300 g", "Herb dressing"],
        ["Olive oil, garlic, lemon, herbs and spices", "as needed", "Flavour"],
      ],
    ),

    h2("The two-hour prep timeline"),
    ol([
      "**0:00** Heat the oven to 200 °C (180 °C fan). Put the rice on to cook and the eggs on to boil (9 to 10 minutes for hard-boiled).",
      "**0:10** Cut the potatoes and vegetables. Toss each with a tablespoon of oil and seasoning on separate trays.",
      "**0:20** Season the chicken thighs and put them in the oven with the trays: chicken for 30 to 35 minutes, vegetables and potatoes for 35 to 40 minutes, turning once.",
      "**0:25** Cool the eggs in cold water. Start the lentil stew: soften onion and garlic, add the lentils, one tin of tomatoes, spices and 600 ml water, and simmer for 20 to 25 minutes.",
      "**0:45** Spread the cooked rice on a tray to cool quickly. Steam the broccoli for 4 minutes and cool it.",
      "**1:00** Check that the chicken is cooked through (at least 75 °C in the thickest part). Let everything cool.",
      "**1:15** Mix the yoghurt dressing. Wash and dry the salad vegetables.",
      "**1:30** Portion the food into containers, label them with the date, and put them in the fridge or freezer. Clean up.",
    ]),

    h2("Storage and food safety"),
    p(
      "Batch cooking is only helpful if the food stays safe. Follow the rules from the food-safety authorities:",
    ),
    ul([
      "**Cool quickly:** get cooked food into the fridge within two hours of cooking (within one hour on a very hot day). Spreading food in shallow containers helps it cool.",
      "**Keep the fridge cold:** 4 °C (40 °F) or below. Use a fridge thermometer.",
      "**Eat within three to four days:** the US Department of Agriculture advises eating refrigerated cooked leftovers within three to four days. Freeze the portions for the end of the week on prep day and move them to the fridge the night before.",
      "**Take extra care with rice:** cooked rice can carry spores of Bacillus cereus. The UK Food Standards Agency advises cooling it quickly, keeping it in the fridge and eating it within 24 hours, or freezing it.",
      "**Reheat thoroughly:** until steaming hot throughout, at least 74 °C (165 °F) in the centre, and reheat only once.",
    ]),
    callout(
      "tip",
      "Label every container with the contents and the date you cooked it. It takes seconds and removes all guesswork about what is still safe to eat.",
      "Label everything",
    ),

    h2("A week of meals from one prep session"),
    table(
      ["Day", "Lunch", "Dinner"],
      [
        ["Monday", "Chicken, rice, roasted vegetables, yoghurt dressing", "Lentil stew with broccoli"],
        ["Tuesday", "Big salad with eggs and roast potatoes", "Chicken and vegetable stir-fry with rice"],
        ["Wednesday", "Lentil stew with a side salad", "Chicken wrap with salad and yoghurt dressing"],
        ["Thursday (from freezer)", "Lentil stew with rice", "Chicken, potatoes and broccoli"],
        ["Friday", "Leftovers or a quick meal from your plan", "A fresh meal: the prep has done its job"],
      ],
    ),

    h3("Adjusting portions to your plan"),
    p(
      "The amounts above give roughly 500 to 650 kcal per meal. To fit your own calorie target, change the carbohydrate portion first: each 50 g of cooked rice or potatoes is roughly 40 to 75 kcal. Keep the protein and vegetable portions generous. If you want to understand your target, read [TDEE and BMR explained](/blog/tdee-and-bmr-explained), and for quick first meals see our [high-protein breakfasts](/blog/high-protein-breakfast-recipes).",
    ),

    h2("Sources"),
    ul([
      "Ducrot P, Méjean C, Aroumougame V, et al. Meal planning is associated with food variety, diet quality and body weight status in a large sample of French adults. Int J Behav Nutr Phys Act. 2017;14(1):12.",
      "US Department of Agriculture, Food Safety and Inspection Service. Leftovers and Food Safety.",
      "US Department of Health and Human Services. Cold Food Storage Chart. FoodSafety.gov.",
      "Food Standards Agency (UK). Rice: food safety guidance on cooking, cooling and reheating.",
      "US Department of Agriculture and US Department of Health and Human Services. Dietary Guidelines for Americans, 2020–2025. 9th ed. December 2020.",
    ]),
  ],
};
