import type { Article } from "@/features/content/domain/article";
import { sortArticlesNewestFirst } from "@/features/content/domain/author-articles";
import { intermittentFasting168Guide } from "@/features/content/data/blog/articles/16-8-intermittent-fasting-guide";
import { highProteinBreakfastRecipes } from "@/features/content/data/blog/articles/high-protein-breakfast-recipes";
import { howMuchWaterDoYouNeed } from "@/features/content/data/blog/articles/how-much-water-do-you-need";
import { intermittentFastingForWomen } from "@/features/content/data/blog/articles/intermittent-fasting-for-women";
import { mealPrepForTheWeek } from "@/features/content/data/blog/articles/meal-prep-for-the-week";
import { safeWeeklyWeightLossRate } from "@/features/content/data/blog/articles/safe-weekly-weight-loss-rate";
import { tdeeAndBmrExplained } from "@/features/content/data/blog/articles/tdee-and-bmr-explained";
import { weightLossPlateau } from "@/features/content/data/blog/articles/weight-loss-plateau";
import { whatIsACalorieDeficit } from "@/features/content/data/blog/articles/what-is-a-calorie-deficit";
import { whoShouldNotTryIntermittentFasting } from "@/features/content/data/blog/articles/who-should-not-try-intermittent-fasting";

/** Every published blog article (English only), newest first. */
export const articles: Article[] = sortArticlesNewestFirst([
  intermittentFasting168Guide,
  intermittentFastingForWomen,
  whoShouldNotTryIntermittentFasting,
  whatIsACalorieDeficit,
  tdeeAndBmrExplained,
  howMuchWaterDoYouNeed,
  highProteinBreakfastRecipes,
  mealPrepForTheWeek,
  safeWeeklyWeightLossRate,
  weightLossPlateau,
]);

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
