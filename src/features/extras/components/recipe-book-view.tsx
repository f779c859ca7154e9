import { getFormatter, getTranslations } from "next-intl/server";
import { displayGrams } from "@/features/cooking/domain/ingredient-amount";
import type { RecipeBook } from "@/features/extras/domain/recipe-book";
import { localizePath, type Locale } from "@/i18n/locales";

/**
 * The recipe book (docs/extras.md, "Recipe book"): a chapter per meal, each recipe with its
 * time, energy, ingredients and steps. On paper each chapter starts a page and a recipe is
 * never split across two.
 */
export async function RecipeBookView({ book, locale }: { book: RecipeBook; locale: Locale }) {
  const [t, cooking, format] = await Promise.all([getTranslations("extras"), getTranslations("cooking"), getFormatter()]);
  if (book.length === 0) return <p className="text-muted">{t("recipeBook.empty")}</p>;
  return (
    <div className="flex flex-col gap-8" data-testid="recipe-book">
      <nav aria-label={t("recipeBook.contents")} className="rounded-2xl border border-line p-4 print:hidden">
        <h2 className="font-bold">{t("recipeBook.contents")}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {book.map((chapter) => (
            <li key={chapter.mealType}>
              <a href={`#chapter-${chapter.mealType}`} className="text-primary underline-offset-4 hover:underline">
                {cooking(`mealTypes.${chapter.mealType}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {book.map((chapter, index) => (
        <section
          key={chapter.mealType}
          id={`chapter-${chapter.mealType}`}
          aria-labelledby={`chapter-title-${chapter.mealType}`}
          className={`flex flex-col gap-5 ${index > 0 ? "print:break-before-page" : ""}`}
        >
          <h2 id={`chapter-title-${chapter.mealType}`} className="border-b-2 border-primary pb-1 text-xl font-bold">
            {cooking(`mealTypes.${chapter.mealType}`)}
          </h2>
          {chapter.recipes.map((recipe) => (
            <article key={recipe.id} className="flex break-inside-avoid flex-col gap-2 rounded-2xl border border-line p-4 print:rounded-none print:border-0 print:border-b print:px-0" data-testid="recipe-book-recipe">
              <h3 className="text-lg font-bold" lang={recipe.copyLocale}>
                <a href={localizePath(`/cooking/${recipe.id}`, locale)} className="hover:underline print:no-underline">
                  {recipe.name}
                </a>
              </h3>
              <p className="flex flex-wrap gap-x-4 text-sm text-muted">
                <span>{cooking("minutes", { minutes: recipe.timeMinutes })}</span>
                <span>{cooking("kcal", { kcal: format.number(recipe.perPortion.kcal) })}</span>
              </p>
              <h4 className="text-sm font-semibold">{cooking("ingredientsTitle")}</h4>
              <ul className="grid gap-x-6 text-sm sm:grid-cols-2">
                {recipe.ingredients.map((ingredient, i) => (
                  <li key={`${ingredient.food}-${i}`} className="flex justify-between gap-3 border-b border-line py-1">
                    <span>{recipe.ingredientNames[i]}</span>
                    <span className="shrink-0 tabular-nums">{cooking("grams", { grams: format.number(displayGrams(ingredient.grams), { maximumFractionDigits: 1 }) })}</span>
                  </li>
                ))}
              </ul>
              <h4 className="text-sm font-semibold">{cooking("stepsTitle")}</h4>
              <ol className="flex list-decimal flex-col gap-1 ps-6 text-sm" lang={recipe.copyLocale}>
                {recipe.steps.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
