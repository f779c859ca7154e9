import { getFormatter, getTranslations } from "next-intl/server";
import type { LibraryCard } from "../server/load-library";

/** One recipe in the library: name (a link to its page), time, kcal per portion, tags. */
export async function RecipeCard({ recipe, href }: { recipe: LibraryCard; href: string }) {
  const t = await getTranslations("cooking");
  const format = await getFormatter();
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4" data-testid="recipe-card">
      <h2 className="text-base font-bold">
        <a href={href} className="hover:underline">
          {recipe.name}
        </a>
      </h2>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        <span>{t("minutes", { minutes: recipe.timeMinutes })}</span>
        <span>{t("kcal", { kcal: format.number(recipe.kcal) })}</span>
      </p>
      {recipe.tags.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={t("tagsLabel")}>
          {recipe.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-primary-light px-2 py-0.5 text-xs text-primary">
              {t(`tags.${tag}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
