import { notFound } from "next/navigation";
import { ArticleView } from "@/features/content/components/article-view";
import { fillText } from "@/features/content/domain/placeholders";
import { SitePage } from "@/features/site/components/site-page";
import { articleHeroImage, loadArticle } from "@/features/site/server/blog-page-data";
import { requireEnglish } from "@/features/site/server/english-only";
import { pageMetadata } from "@/features/site/server/page-metadata";
import { resolvePageLocale } from "@/i18n/page-locale";

/** Prerendered on first request, like every site page (see the [locale] layout). */
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const { locale, slug } = await params;
  const data = await loadArticle(slug);
  if (!data) return {};
  return pageMetadata({
    locale,
    path: `/blog/${slug}`,
    title: fillText(data.article.title, data.values),
    description: fillText(data.article.description, data.values),
    written: ["en"],
    ogImage: articleHeroImage,
    ogType: "article",
  });
}

export default async function ArticlePage({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const locale = await resolvePageLocale(params);
  const { slug } = await params;
  requireEnglish(locale, `/blog/${slug}`);
  const data = await loadArticle(slug);
  if (!data) notFound();
  return (
    <SitePage>
      <ArticleView {...data} heroImage={articleHeroImage} />
    </SitePage>
  );
}
