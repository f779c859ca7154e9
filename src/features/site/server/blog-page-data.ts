import "server-only";
import { articleCategoryLabels } from "@/features/content/data/blog/article-categories";
import { authors, findAuthor } from "@/features/content/data/blog/authors";
import { articles, findArticle } from "@/features/content/data/blog/all-articles";
import { editorialNoteFor } from "@/features/content/data/blog/editorial-note";
import { buildArticleJsonLd } from "@/features/content/domain/article-json-ld";
import { getDb } from "@/server/db/client";
import { getPlaceholderValues } from "./get-placeholder-values";

/** The hero image of every article until articles carry their own. */
export const articleHeroImage = "/images/salad-bowl.jpg";

export { articles, authors, findAuthor, articleCategoryLabels };

export async function blogPlaceholderValues() {
  return getPlaceholderValues(await getDb());
}

/** One article with its author, category name, editorial note and structured data; undefined when unknown. */
export async function loadArticle(slug: string) {
  const article = findArticle(slug);
  const author = article ? findAuthor(article.authorSlug) : undefined;
  if (!article || !author) return undefined;
  const values = await blogPlaceholderValues();
  const siteUrl = values.siteUrl.replace(/\/+$/, "");
  return {
    article,
    author,
    values,
    categoryName: articleCategoryLabels[article.category].name,
    editorialNote: editorialNoteFor(article),
    jsonLd: buildArticleJsonLd({
      article,
      author,
      siteUrl,
      siteName: values.siteName,
      imageUrl: `${siteUrl}${articleHeroImage}`,
    }),
  };
}
