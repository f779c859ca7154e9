import { describe, expect, it } from "vitest";
import { h2, p, table, ul } from "@/features/content/domain/block-builders";
import { blockTexts, collectLinks } from "@/features/content/domain/block-text";
import { listAuthorArticles, listReviewedArticles } from "@/features/content/domain/author-articles";
import { resolveLocalizedContent } from "@/features/content/domain/localized-content";
import { isKnownSiteRoute } from "@/features/content/domain/site-routes";
import { tableBlockSchema } from "@/features/content/domain/rich-text";
import type { Article } from "@/features/content/domain/article";

function makeArticle(slug: string, authorSlug: string, publishedAt: string, reviewerSlug?: string): Article {
  return {
    slug,
    title: `Title of ${slug}`,
    description: "A description that is long enough to be a real meta description.",
    category: "calories",
    tags: ["x"],
    authorSlug,
    ...(reviewerSlug === undefined ? {} : { reviewerSlug }),
    publishedAt,
    updatedAt: publishedAt,
    heroAlt: "Hero image alt text",
    blocks: [p("Body.")],
  };
}

describe("listAuthorArticles", () => {
  const articles = [
    makeArticle("old", "ann", "2026-01-01", "bob"),
    makeArticle("new", "ann", "2026-05-01"),
    makeArticle("other", "bob", "2026-03-01", "ann"),
    makeArticle("same-day-b", "ann", "2026-02-01"),
    makeArticle("same-day-a", "ann", "2026-02-01"),
  ];

  it("lists only the author's own articles, newest first", () => {
    expect(listAuthorArticles(articles, "ann").map((a) => a.slug)).toEqual(["new", "same-day-a", "same-day-b", "old"]);
    expect(listAuthorArticles(articles, "bob").map((a) => a.slug)).toEqual(["other"]);
    expect(listAuthorArticles(articles, "nobody")).toEqual([]);
  });

  it("lists the articles a person reviewed", () => {
    expect(listReviewedArticles(articles, "ann").map((a) => a.slug)).toEqual(["other"]);
    expect(listReviewedArticles(articles, "bob").map((a) => a.slug)).toEqual(["old"]);
  });
});

describe("resolveLocalizedContent", () => {
  it("returns the locale's own text when it exists", () => {
    expect(resolveLocalizedContent({ en: "hello", de: "hallo" }, "de")).toEqual({
      value: "hallo",
      locale: "de",
      isFallback: false,
    });
  });

  it("falls back to English and says so", () => {
    expect(resolveLocalizedContent({ en: "hello" }, "ja")).toEqual({ value: "hello", locale: "en", isFallback: true });
  });

  it("is not a fallback when English itself is asked for", () => {
    expect(resolveLocalizedContent({ en: "hello" }, "en")?.isFallback).toBe(false);
  });

  it("returns undefined when there is no text at all", () => {
    expect(resolveLocalizedContent<string>({ ja: "こんにちは" }, "de")).toBeUndefined();
  });
});

describe("isKnownSiteRoute", () => {
  const known = { articleSlugs: ["fasting-basics"], authorSlugs: ["ann-lee"] };

  it("accepts the static routes of the site", () => {
    for (const href of ["/about", "/faq", "/privacy-policy", "/my-subscription?sf=true", "/signin", "/blog/authors"]) {
      expect(isKnownSiteRoute(href, known)).toBe(true);
    }
  });

  it("accepts existing articles and authors only", () => {
    expect(isKnownSiteRoute("/blog/fasting-basics", known)).toBe(true);
    expect(isKnownSiteRoute("/blog/missing", known)).toBe(false);
    expect(isKnownSiteRoute("/blog/authors/ann-lee", known)).toBe(true);
    expect(isKnownSiteRoute("/blog/authors/nobody", known)).toBe(false);
  });

  it("rejects unknown paths and query strings", () => {
    expect(isKnownSiteRoute("/pricing", known)).toBe(false);
    expect(isKnownSiteRoute("/my-subscription?sf=false", known)).toBe(false);
    expect(isKnownSiteRoute("/about/", known)).toBe(false);
  });
});

describe("block text helpers", () => {
  const blocks = [
    h2("Heading with [a link](/faq)"),
    ul(["one", "see [terms](/terms-of-service)"]),
    table(["Col"], [["[cell](/about)"]], "Caption"),
  ];

  it("collects every inline text in reading order", () => {
    expect(blockTexts(blocks)).toEqual([
      "Heading with [a link](/faq)",
      "one",
      "see [terms](/terms-of-service)",
      "Caption",
      "Col",
      "[cell](/about)",
    ]);
  });

  it("collects every link target", () => {
    expect(collectLinks(blocks)).toEqual(["/faq", "/terms-of-service", "/about"]);
  });

  it("rejects a table row with the wrong number of cells", () => {
    expect(tableBlockSchema.safeParse(table(["a", "b"], [["only one"]])).success).toBe(false);
  });
});
