import { getTranslations } from "next-intl/server";
import { ArticleCard } from "@/features/content/components/article-card";
import { SitePage } from "@/features/site/components/site-page";
import { articleCategoryLabels, articles, blogPlaceholderValues } from "@/features/site/server/blog-page-data";
import { requireEnglish } from "@/features/site/server/english-only";
import { pageMetadata } from "@/features/site/server/page-metadata";
import { Link } from "@/i18n/navigation";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog">) {
  const t = await getTranslations({ locale: "en", namespace: "blog" });
  return pageMetadata({ locale: (await params).locale, path: "/blog", title: t("title"), description: t("description"), written: ["en"] });
}

export default async function BlogPage({ params }: PageProps<"/[locale]/blog">) {
  const locale = await resolvePageLocale(params);
  requireEnglish(locale, "/blog");
  const [t, values] = await Promise.all([getTranslations("blog"), blogPlaceholderValues()]);
  return (
    <SitePage appContainerSize="WIDE">
      <section className="py-10" data-testid="blog-index">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 max-w-[768px] text-muted">{t("description")}</p>
        <Link href="/blog/authors" className="mt-3 inline-block font-semibold text-primary">{t("meetAuthors")}</Link>
        <div className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} values={values} categoryName={articleCategoryLabels[article.category].name} />
          ))}
        </div>
      </section>
    </SitePage>
  );
}
