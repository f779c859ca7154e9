import { redirectToSignIn } from "@/features/account/server/redirect-to-sign-in";
import { getTranslations } from "next-intl/server";
import { LibraryFilters } from "@/features/cooking/components/library-filters";
import { LibraryPagination } from "@/features/cooking/components/library-pagination";
import { RecipeCard } from "@/features/cooking/components/recipe-card";
import { parseLibraryQuery } from "@/features/cooking/domain/library-query";
import { loadLibrary } from "@/features/cooking/server/load-library";
import { SitePage } from "@/features/site/components/site-page";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getViewer } from "@/server/auth/get-viewer";
import { getDb } from "@/server/db/client";
import { AccountNav } from "@/features/account/components/account-nav";

/** Reads the viewer: rendered per request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/cooking">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "cooking" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * /cooking, the recipe library for signed-in customers (docs/meal-plan.md, "Recipe library"):
 * filters and page from the address, rendered on the server, so it works without JavaScript.
 * Without a session, the sign-in page. Reads only.
 */
export default async function CookingPage({ params, searchParams }: PageProps<"/[locale]/cooking">) {
  const locale = await resolvePageLocale(params);
  const { userData } = await getViewer();
  if (!userData) return redirectToSignIn(locale, "/cooking", await searchParams);
  const [db, search] = await Promise.all([getDb(), searchParams]);
  const query = parseLibraryQuery(search);
  const library = await loadLibrary(db, locale, query);
  const t = await getTranslations({ locale, namespace: "cooking" });
  const path = localizePath("/cooking", locale);
  return (
    <SitePage isWithLoader={false}>
      <AccountNav locale={locale} current="/cooking" />
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <LibraryFilters query={query} action={path} />
        <p className="text-sm text-muted" role="status" data-testid="library-count">
          {t("count", { count: library.total })}
        </p>
        {library.items.length ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="library-list">
            {library.items.map((recipe) => (
              <RecipeCard key={recipe.id} recipe={recipe} href={`${path}/${recipe.id}`} />
            ))}
          </ul>
        ) : (
          <p data-testid="library-empty">{t("empty")}</p>
        )}
        <LibraryPagination query={query} page={library.page} pageCount={library.pageCount} path={path} />
      </div>
    </SitePage>
  );
}
