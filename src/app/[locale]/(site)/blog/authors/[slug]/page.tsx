import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArticleCard } from "@/features/content/components/article-card";
import { AuthorProfile } from "@/features/content/components/author-profile";
import { listAuthorArticles, listReviewedArticles } from "@/features/content/domain/author-articles";
import { SitePage } from "@/features/site/components/site-page";
import { articleCategoryLabels, articles, blogPlaceholderValues, findAuthor } from "@/features/site/server/blog-page-data";
import { requireEnglish } from "@/features/site/server/english-only";
import { pageMetadata } from "@/features/site/server/page-metadata";
import { resolvePageLocale } from "@/i18n/page-locale";

/** Prerendered on first request, like every site page (see the [locale] layout). */
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/authors/[slug]">) {
  const { locale, slug } = await params;
  const author = findAuthor(slug);
  if (!author) return {};
  return pageMetadata({ locale, path: `/blog/authors/${slug}`, title: author.name, description: `${author.name}, ${author.credentials} — ${author.role}`, written: ["en"] });
}

export default async function AuthorPage({ params }: PageProps<"/[locale]/blog/authors/[slug]">) {
  const locale = await resolvePageLocale(params);
  const { slug } = await params;
  requireEnglish(locale, `/blog/authors/${slug}`);
  const author = findAuthor(slug);
  if (!author) notFound();
  const [t, values] = await Promise.all([getTranslations("blog"), blogPlaceholderValues()]);
  const written = listAuthorArticles(articles, slug);
  const reviewed = listReviewedArticles(articles, slug);
  return (
    <SitePage>
      <section className="py-10">
        <AuthorProfile author={author} values={values} />
        {[
          { title: t("articlesBy", { name: author.name }), list: written },
          { title: t("articlesReviewed"), list: reviewed },
        ].map(({ title, list }) =>
          list.length > 0 ? (
            <div key={title} className="mt-10">
              <h2 className="mb-4 text-xl font-bold">{title}</h2>
              <div className="grid gap-4">
                {list.map((article) => (
                  <ArticleCard key={article.slug} article={article} values={values} categoryName={articleCategoryLabels[article.category].name} />
                ))}
              </div>
            </div>
          ) : null,
        )}
      </section>
    </SitePage>
  );
}
