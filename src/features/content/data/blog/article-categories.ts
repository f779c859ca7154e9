import type { ArticleCategory } from "@/features/content/domain/article";

/** Names and short descriptions of the blog categories (the blog is English only). */
export const articleCategoryLabels: Record<ArticleCategory, { name: string; description: string }> = {
  "intermittent-fasting": {
    name: "Intermittent fasting",
    description: "How time-restricted eating works, what the evidence says and how to do it safely.",
  },
  calories: {
    name: "Calories",
    description: "Energy balance, metabolism and how to estimate what your body needs.",
  },
  hydration: {
    name: "Water intake",
    description: "How much to drink, and when needs change.",
  },
  recipes: {
    name: "Recipes",
    description: "Tested recipes with weights in grams, and how to plan and prepare them.",
  },
  "weight-goals": {
    name: "Weight goals",
    description: "Setting realistic targets, measuring progress and getting past plateaus.",
  },
};
