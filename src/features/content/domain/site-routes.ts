import { legalSlugs } from "@/features/content/domain/legal-document";

/** The site routes that content may link to (paths without a locale prefix). */
export const staticSiteRoutes: readonly string[] = [
  "/",
  "/about",
  "/blog",
  "/blog/authors",
  "/contact",
  "/faq",
  ...legalSlugs.map((slug) => `/${slug}`),
  "/meal-plan",
  "/my-plan",
  "/my-subscription",
  "/my-subscription?sf=true",
  "/signin",
  "/cooking",
];

export type KnownSlugs = { articleSlugs: readonly string[]; authorSlugs: readonly string[] };

/** True when an internal link points to an existing route: a static page, an article or an author. */
export function isKnownSiteRoute(href: string, known: KnownSlugs): boolean {
  if (staticSiteRoutes.includes(href)) return true;
  const article = /^\/blog\/([a-z0-9-]+)$/.exec(href);
  if (article?.[1] !== undefined && article[1] !== "authors") return known.articleSlugs.includes(article[1]);
  const author = /^\/blog\/authors\/([a-z0-9-]+)$/.exec(href);
  if (author?.[1] !== undefined) return known.authorSlugs.includes(author[1]);
  return false;
}
