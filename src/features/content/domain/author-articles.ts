import type { Article } from "@/features/content/domain/article";

/** Newest first; ties keep a stable order by slug. */
export function sortArticlesNewestFirst<T extends Pick<Article, "publishedAt" | "slug">>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) =>
    a.publishedAt === b.publishedAt ? a.slug.localeCompare(b.slug) : b.publishedAt.localeCompare(a.publishedAt),
  );
}

/** The articles an author wrote, newest first. */
export function listAuthorArticles(articles: readonly Article[], authorSlug: string): Article[] {
  return sortArticlesNewestFirst(articles.filter((article) => article.authorSlug === authorSlug));
}

/** The articles an author reviewed for accuracy, newest first. */
export function listReviewedArticles(articles: readonly Article[], reviewerSlug: string): Article[] {
  return sortArticlesNewestFirst(articles.filter((article) => article.reviewerSlug === reviewerSlug));
}
