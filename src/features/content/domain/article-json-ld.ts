import type { Article } from "@/features/content/domain/article";
import type { Author } from "@/features/content/domain/author";
import { blocksToPlainText } from "@/features/content/domain/block-text";
import { countWords } from "@/features/content/domain/reading-time";

export type ArticleJsonLdInput = {
  article: Article;
  author: Author;
  /** Absolute origin of the site, e.g. "https://example.com" (a trailing slash is ignored). */
  siteUrl: string;
  siteName: string;
  /** Absolute URL of the hero image. */
  imageUrl: string;
  /** Absolute URL of the publisher's logo, when there is one. */
  logoUrl?: string;
};

type JsonLdPerson = { "@type": "Person"; name: string; url: string; jobTitle: string; honorificSuffix: string };
type JsonLdOrganization = { "@type": "Organization"; name: string; url: string; logo?: { "@type": "ImageObject"; url: string } };

export type ArticleJsonLd = {
  "@context": "https://schema.org";
  "@type": "BlogPosting";
  headline: string;
  description: string;
  image: string[];
  datePublished: string;
  dateModified: string;
  inLanguage: "en";
  url: string;
  mainEntityOfPage: { "@type": "WebPage"; "@id": string };
  author: JsonLdPerson;
  publisher: JsonLdOrganization;
  keywords: string;
  wordCount: number;
};

function joinUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/** schema.org BlogPosting (a kind of Article) for one blog article. */
export function buildArticleJsonLd(input: ArticleJsonLdInput): ArticleJsonLd {
  const { article, author, siteUrl, siteName, imageUrl, logoUrl } = input;
  const url = joinUrl(siteUrl, `/blog/${article.slug}`);
  const publisher: JsonLdOrganization = { "@type": "Organization", name: siteName, url: joinUrl(siteUrl, "/") };
  if (logoUrl !== undefined) publisher.logo = { "@type": "ImageObject", url: logoUrl };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    image: [imageUrl],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: "en",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: {
      "@type": "Person",
      name: author.name,
      url: joinUrl(siteUrl, `/blog/authors/${author.slug}`),
      jobTitle: author.role,
      honorificSuffix: author.credentials,
    },
    publisher,
    keywords: article.tags.join(", "),
    wordCount: countWords(blocksToPlainText(article.blocks)),
  };
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so it cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
