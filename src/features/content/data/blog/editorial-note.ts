import type { Article } from "@/features/content/domain/article";
import type { Author } from "@/features/content/domain/author";
import { findAuthor } from "@/features/content/data/blog/authors";

function byline(author: Author): string {
  return `[${author.name}, ${author.credentials}](/blog/authors/${author.slug})`;
}

/**
 * The editorial note shown with every article, as inline text (links to the author,
 * the reviewer and the editorial policy). Placeholders are filled by the page.
 */
export function editorialNoteFor(article: Article): string {
  const author = findAuthor(article.authorSlug);
  if (!author) throw new Error(`Unknown author ${article.authorSlug} for article ${article.slug}`);
  const reviewer = article.reviewerSlug === undefined ? undefined : findAuthor(article.reviewerSlug);
  if (article.reviewerSlug !== undefined && !reviewer) {
    throw new Error(`Unknown reviewer ${article.reviewerSlug} for article ${article.slug}`);
  }
  const people = reviewer
    ? `Written by ${byline(author)} and reviewed for accuracy by ${byline(reviewer)}.`
    : `Written by ${byline(author)}.`;
  return [
    people,
    "Every article on {siteName} follows our [editorial policy](/unimeal-editorial-policy): it is checked by a qualified nutrition or medical professional, based on the sources listed at the end, and reviewed at least once a year.",
    "It is general information and does not replace advice from your doctor or dietitian.",
  ].join(" ");
}
