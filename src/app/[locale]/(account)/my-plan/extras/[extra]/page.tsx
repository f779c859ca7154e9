import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AccountNav } from "@/features/account/components/account-nav";
import { redirectToSignIn } from "@/features/account/server/redirect-to-sign-in";
import { ExtraPageFrame } from "@/features/extras/components/extra-page-frame";
import { GuideView } from "@/features/extras/components/guide-view";
import { RecipeBookView } from "@/features/extras/components/recipe-book-view";
import { productOfSlug } from "@/features/extras/domain/extra-products";
import { ownsExtra } from "@/features/extras/server/load-owned-extras";
import { loadRecipeBook } from "@/features/extras/server/load-recipe-book";
import { SitePage } from "@/features/site/components/site-page";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getViewer } from "@/server/auth/get-viewer";
import { getDb } from "@/server/db/client";

/** Per person: rendered for each request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/my-plan/extras/[extra]">) {
  const locale = await resolvePageLocale(params);
  const [t, names] = await Promise.all([
    getTranslations({ locale, namespace: "extras" }),
    getTranslations({ locale, namespace: "email.products" }),
  ]);
  const product = productOfSlug((await params).extra);
  return { title: product ? `${names(product)} · ${t("metaTitle")}` : t("metaTitle"), robots: { index: false } };
}

/**
 * /my-plan/extras/[extra] (docs/extras.md): one add-on's content, readable and printable, for
 * the person who bought it only — anyone else, and an unknown add-on, get the 404 page.
 */
export default async function ExtraPage({ params }: PageProps<"/[locale]/my-plan/extras/[extra]">) {
  const locale = await resolvePageLocale(params);
  const { extra } = await params;
  const { userData } = await getViewer();
  if (!userData) return redirectToSignIn(locale, `/my-plan/extras/${encodeURIComponent(extra)}`);
  const product = productOfSlug(extra);
  const db = await getDb();
  if (!product || !(await ownsExtra(db, userData.uuid, product))) notFound();
  const [t, names] = await Promise.all([getTranslations({ locale, namespace: "extras" }), getTranslations({ locale, namespace: "email.products" })]);
  return (
    <SitePage isWithLoader={false}>
      <AccountNav locale={locale} current="/my-plan/extras" />
      <ExtraPageFrame title={names(product)} intro={t(`summary.${product}`)} backHref={localizePath("/my-plan/extras", locale)} product={product}>
        {product === "recipe_book" ? <RecipeBookView book={await loadRecipeBook(db, locale)} locale={locale} /> : <GuideView guide={product} />}
      </ExtraPageFrame>
    </SitePage>
  );
}
