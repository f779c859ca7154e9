import { redirectToSignIn } from "@/features/account/server/redirect-to-sign-in";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { RecipeView } from "@/features/cooking/components/recipe-view";
import { loadRecipePage } from "@/features/cooking/server/load-recipe-page";
import { viewerUnits } from "@/features/cooking/server/viewer-units";
import { SitePage } from "@/features/site/components/site-page";
import { localizePath, type Locale } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getViewer } from "@/server/auth/get-viewer";
import { getDb } from "@/server/db/client";
import { AccountNav } from "@/features/account/components/account-nav";

/** Reads the viewer: rendered per request, never cached. */
export const dynamic = "force-dynamic";

/** One read of the recipe per request, shared by the title and the page. */
const recipeOf = cache(async (recipeId: string, locale: Locale) => loadRecipePage(await getDb(), recipeId, locale));

/** The recipe's name in the title (printed at the top of the paper too), for signed-in people only. */
export async function generateMetadata({ params }: PageProps<"/[locale]/cooking/[recipeId]">) {
  const locale = await resolvePageLocale(params);
  const { recipeId } = await params;
  const t = await getTranslations({ locale, namespace: "cooking" });
  const { userData } = await getViewer();
  const recipe = userData ? await recipeOf(recipeId, locale) : null;
  return { title: recipe ? `${recipe.name} · ${t("metaTitle")}` : t("metaTitle"), robots: { index: false } };
}

/**
 * /cooking/[recipeId], one recipe for a signed-in customer (docs/meal-plan.md, "Recipe
 * library"); an unknown id is the 404 page. Without a session, the sign-in page. Reads only.
 */
export default async function RecipePage({ params }: PageProps<"/[locale]/cooking/[recipeId]">) {
  const locale = await resolvePageLocale(params);
  const { recipeId } = await params;
  const { userData } = await getViewer();
  if (!userData) return redirectToSignIn(locale, `/cooking/${encodeURIComponent(recipeId)}`);
  const db = await getDb();
  const [recipe, units] = await Promise.all([recipeOf(recipeId, locale), viewerUnits(db, userData.uuid)]);
  if (!recipe) notFound();
  return (
    <SitePage isWithLoader={false}>
      <AccountNav locale={locale} current="/cooking" />
      <RecipeView recipe={recipe} units={units} backHref={localizePath("/cooking", locale)} />
    </SitePage>
  );
}
