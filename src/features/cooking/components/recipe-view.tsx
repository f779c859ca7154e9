import { getFormatter, getTranslations } from "next-intl/server";
import { displayGrams, gramsToOunces } from "../domain/ingredient-amount";
import type { RecipePageData } from "../server/load-recipe-page";
import { PrintButton } from "./print-button";

/**
 * One recipe (docs/meal-plan.md, "Recipe library"): name, time, one portion's nutrition,
 * ingredients in grams (and ounces for imperial units) with the foods named in the locale,
 * steps, allergens and tags. Prints on its own: navigation and buttons are hidden on paper.
 */
export async function RecipeView({ recipe, units, backHref }: { recipe: RecipePageData; units: "metric" | "imperial"; backHref: string }) {
  const t = await getTranslations("cooking");
  const format = await getFormatter();
  const grams = (value: number) => t("grams", { grams: format.number(value, { maximumFractionDigits: 1 }) });
  const nutrition = [
    ["kcalLabel", t("kcal", { kcal: format.number(recipe.perPortion.kcal) })],
    ["protein", grams(recipe.perPortion.proteinG)],
    ["fat", grams(recipe.perPortion.fatG)],
    ["carbs", grams(recipe.perPortion.carbsG)],
    ["fibre", grams(recipe.perPortion.fiberG)],
  ] as const;
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 print:max-w-none print:px-0 print:py-0" data-testid="recipe-view">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={backHref} className="text-sm text-primary underline-offset-4 hover:underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>
          &nbsp;{t("backToLibrary")}
        </a>
        <PrintButton label={t("print")} />
      </div>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words" lang={recipe.copyLocale}>{recipe.name}</h1>
        <p className="flex flex-wrap gap-x-4 text-sm text-muted">
          <span>{t("minutes", { minutes: recipe.timeMinutes })}</span>
          <span>{recipe.mealTypes.map((m) => t(`mealTypes.${m}`)).join(" · ")}</span>
        </p>
      </header>
      <section aria-labelledby="nutrition-title" className="flex flex-col gap-2">
        <h2 id="nutrition-title" className="text-lg font-bold">
          {t("nutritionTitle")}
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" data-testid="recipe-nutrition">
          {nutrition.map(([key, value]) => (
            <div key={key} className="rounded-xl border border-line p-2 text-center">
              <dt className="text-xs text-muted">{t(key)}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="ingredients-title" className="flex flex-col gap-2">
        <h2 id="ingredients-title" className="text-lg font-bold">
          {t("ingredientsTitle")}
        </h2>
        <ul className="flex flex-col divide-y divide-line" data-testid="recipe-ingredients">
          {recipe.ingredients.map((ingredient, i) => (
            <li key={`${ingredient.food}-${i}`} className="flex justify-between gap-4 py-2">
              <span>{recipe.ingredientNames[i]}</span>
              <span className="shrink-0 tabular-nums">
                {grams(displayGrams(ingredient.grams))}
                {units === "imperial" ? <span className="text-muted"> ({t("ounces", { oz: format.number(gramsToOunces(ingredient.grams)) })})</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="steps-title" className="flex flex-col gap-2">
        <h2 id="steps-title" className="text-lg font-bold">
          {t("stepsTitle")}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 ps-6" data-testid="recipe-steps" lang={recipe.copyLocale}>
          {recipe.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="allergens-title" className="flex flex-col gap-2">
        <h2 id="allergens-title" className="text-lg font-bold">
          {t("allergensTitle")}
        </h2>
        <p data-testid="recipe-allergens">{recipe.allergens.length ? recipe.allergens.map((a) => t(`allergens.${a}`)).join(", ") : t("noAllergens")}</p>
      </section>
      {recipe.tags.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={t("tagsLabel")}>
          {recipe.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-primary-light px-2 py-0.5 text-xs text-primary print:border print:border-line">
              {t(`tags.${tag}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
