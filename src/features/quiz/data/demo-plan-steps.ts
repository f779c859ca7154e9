import { option, text } from "./demo-text";
import type { StepInput } from "./demo-steps";

/**
 * The food questions the meal plan is built from (features/plan/domain/quiz-plan-answers.ts).
 * Each step is bound to its plan field; the option values are the ones that field understands.
 * Fasting experience and the first meal are asked by `fastingStep` and `breakfastStep`.
 */
export const dietStep: StepInput = {
  id: "step-diet",
  type: "single",
  field: "diet",
  display: "emoji",
  title: text("diet.title"),
  subtitle: text("diet.subtitle"),
  options: [
    option("diet", "omnivore", { emoji: "🍽️" }),
    option("diet", "vegetarian", { emoji: "🥦" }),
    option("diet", "vegan", { emoji: "🌱" }),
    option("diet", "pescatarian", { emoji: "🐟" }),
    option("diet", "keto", { emoji: "🥑" }),
    option("diet", "low-carb", { emoji: "🥩" }),
    option("diet", "mediterranean", { emoji: "🫒" }),
  ],
};

export const allergiesStep: StepInput = {
  id: "step-allergies",
  type: "multi",
  field: "allergies",
  display: "emoji",
  title: text("allergies.title"),
  subtitle: text("allergies.subtitle"),
  options: [
    option("allergies", "gluten", { emoji: "🌾" }),
    option("allergies", "dairy", { emoji: "🥛" }),
    option("allergies", "egg", { emoji: "🥚" }),
    option("allergies", "tree-nuts", { emoji: "🌰" }),
    option("allergies", "peanuts", { emoji: "🥜" }),
    option("allergies", "soy", { emoji: "🫘" }),
    option("allergies", "fish", { emoji: "🐟" }),
    option("allergies", "shellfish", { emoji: "🦐" }),
    option("allergies", "sesame", { emoji: "🥯" }),
  ],
  noneOption: option("allergies", "none", { emoji: "✅" }),
};

export const foodsAvoidedStep: StepInput = {
  id: "step-foods-avoided",
  type: "multi",
  field: "dislikes",
  display: "emoji",
  title: text("dislikes.title"),
  subtitle: text("dislikes.subtitle"),
  options: [
    option("dislikes", "mushrooms", { emoji: "🍄" }),
    option("dislikes", "fish", { emoji: "🐟" }),
    option("dislikes", "seafood", { emoji: "🦐" }),
    option("dislikes", "eggs", { emoji: "🥚" }),
    option("dislikes", "onion", { emoji: "🧅" }),
    option("dislikes", "coriander", { emoji: "🌿" }),
    option("dislikes", "olives", { emoji: "🫒" }),
    option("dislikes", "tofu", { emoji: "🍲" }),
    option("dislikes", "pork", { emoji: "🥓" }),
    option("dislikes", "beef", { emoji: "🥩" }),
  ],
  noneOption: option("dislikes", "none", { emoji: "😋" }),
};

export const mealsPerDayStep: StepInput = {
  id: "step-meals-per-day",
  type: "single",
  field: "mealsPerDay",
  display: "emoji",
  title: text("meals.title"),
  subtitle: text("meals.subtitle"),
  options: [
    option("meals", "2", { emoji: "2️⃣" }),
    option("meals", "3", { emoji: "3️⃣" }),
    option("meals", "4", { emoji: "4️⃣" }),
    option("meals", "5", { emoji: "5️⃣" }),
  ],
};

export const cookingTimeStep: StepInput = {
  id: "step-cooking-time",
  type: "single",
  field: "cookingTime",
  display: "emoji",
  title: text("cooking.title"),
  subtitle: text("cooking.subtitle"),
  options: [
    option("cooking", "15", { emoji: "⚡" }),
    option("cooking", "30", { emoji: "⏲️" }),
    option("cooking", "45", { emoji: "🍳" }),
    option("cooking", "60", { emoji: "🥘" }),
    option("cooking", "any", { emoji: "🧑‍🍳" }),
  ],
};
