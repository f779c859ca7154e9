import { describe, expect, it } from "vitest";
import { articleCategories, articleSchema } from "@/features/content/domain/article";
import { buildArticleJsonLd } from "@/features/content/domain/article-json-ld";
import { authorSchema } from "@/features/content/domain/author";
import { listAuthorArticles, listReviewedArticles } from "@/features/content/domain/author-articles";
import { blocksToPlainText, blockTexts, collectLinks } from "@/features/content/domain/block-text";
import { parseInline } from "@/features/content/domain/inline-text";
import { unknownPlaceholders } from "@/features/content/domain/placeholders";
import { blocksReadingTimeMinutes, countWords } from "@/features/content/domain/reading-time";
import { articles, findArticle } from "@/features/content/data/blog/all-articles";
import { articleCategoryLabels } from "@/features/content/data/blog/article-categories";
import { authors, findAuthor } from "@/features/content/data/blog/authors";
import { editorialNoteFor } from "@/features/content/data/blog/editorial-note";

describe("blog articles", () => {
  it("has at least 8 articles with unique slugs", () => {
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s passes its schema", (_, article) => {
    expect(articleSchema.parse(article)).toEqual(article);
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s is 700 to 1 200 words long", (_, article) => {
    const words = countWords(blocksToPlainText(article.blocks));
    expect(words).toBeGreaterThanOrEqual(700);
    expect(words).toBeLessThanOrEqual(1200);
    expect(blocksReadingTimeMinutes(article.blocks)).toBeGreaterThanOrEqual(3);
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s ends with a Sources list", (_, article) => {
    const last = article.blocks.at(-1);
    const heading = article.blocks.at(-2);
    expect(heading).toEqual({ type: "heading", level: 2, text: "Sources" });
    expect(last?.type).toBe("list");
    if (last?.type === "list") {
      expect(last.items.length).toBeGreaterThanOrEqual(3);
      const dated = last.items.filter((source) => /\b(19|20)\d\d\b/.test(source));
      expect(dated.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("has a written author and a different reviewer for every article", () => {
    for (const article of articles) {
      expect(findAuthor(article.authorSlug), article.slug).toBeDefined();
      expect(article.reviewerSlug, article.slug).toBeDefined();
      expect(findAuthor(article.reviewerSlug ?? ""), article.slug).toBeDefined();
      expect(article.reviewerSlug).not.toBe(article.authorSlug);
    }
  });

  it("covers every category, with the topics of the brief", () => {
    for (const category of articleCategories) {
      expect(articles.some((a) => a.category === category), category).toBe(true);
      expect(articleCategoryLabels[category].name.length).toBeGreaterThan(0);
    }
    const all = articles.map((a) => blocksToPlainText(a.blocks)).join("\n");
    for (const topic of ["16:8", "Mifflin-St Jeor", "EFSA", "0.5 to 1 %", "plateau", "Greek yoghurt", "Meal prep"]) {
      expect(all).toContain(topic);
    }
  });

  it("uses only known placeholders", () => {
    for (const article of articles) {
      for (const text of [article.title, article.description, article.heroAlt, ...blockTexts(article.blocks)]) {
        expect(unknownPlaceholders(text), article.slug).toEqual([]);
      }
    }
  });

  it("links related articles to each other", () => {
    for (const article of articles) {
      expect(collectLinks(article.blocks).some((href) => href.startsWith("/blog/")), article.slug).toBe(true);
    }
  });

  it("finds articles by slug", () => {
    expect(findArticle("tdee-and-bmr-explained")?.category).toBe("calories");
    expect(findArticle("missing")).toBeUndefined();
  });

  it("keeps the list newest first", () => {
    const dates = articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("builds structured data for every article", () => {
    for (const article of articles) {
      const author = findAuthor(article.authorSlug);
      if (!author) throw new Error(article.slug);
      const jsonLd = buildArticleJsonLd({
        article,
        author,
        siteUrl: "https://platewise.example",
        siteName: "Platewise",
        imageUrl: `https://platewise.example/images/blog/${article.slug}.jpg`,
      });
      expect(jsonLd.headline.length).toBeLessThanOrEqual(110);
      expect(jsonLd.author.name).toBe(author.name);
      expect(jsonLd.wordCount).toBeGreaterThanOrEqual(700);
    }
  });
});

describe("authors", () => {
  it("has at least 3 valid authors with unique slugs", () => {
    expect(authors.length).toBeGreaterThanOrEqual(3);
    expect(new Set(authors.map((a) => a.slug)).size).toBe(authors.length);
    for (const author of authors) expect(authorSchema.parse(author)).toEqual(author);
  });

  it("includes a registered dietitian, a nutrition scientist, a health writer and a physician", () => {
    const credentials = authors.map((a) => a.credentials).join(" | ");
    expect(credentials).toMatch(/\bRD\b/);
    expect(credentials).toMatch(/PhD/);
    expect(credentials).toMatch(/\bMD\b/);
    expect(authors.some((a) => /writer/i.test(a.role))).toBe(true);
  });

  it("gives every author at least one article written or reviewed", () => {
    for (const author of authors) {
      const count = listAuthorArticles(articles, author.slug).length + listReviewedArticles(articles, author.slug).length;
      expect(count, author.slug).toBeGreaterThan(0);
    }
    const written = authors.reduce((sum, author) => sum + listAuthorArticles(articles, author.slug).length, 0);
    expect(written).toBe(articles.length);
  });
});

describe("editorial note", () => {
  it("names the author and reviewer and links the editorial policy", () => {
    for (const article of articles) {
      const note = editorialNoteFor(article);
      const links = parseInline(note).flatMap((s) => (s.kind === "link" ? [s.href] : []));
      expect(links).toEqual([
        `/blog/authors/${article.authorSlug}`,
        `/blog/authors/${article.reviewerSlug}`,
        "/unimeal-editorial-policy",
      ]);
    }
  });

  it("omits the reviewer when an article has none", () => {
    const [first] = articles;
    if (!first) throw new Error("no articles");
    const { reviewerSlug: _, ...withoutReviewer } = first;
    const note = editorialNoteFor(withoutReviewer);
    expect(note).not.toContain("reviewed for accuracy by");
    expect(note).toContain("(/unimeal-editorial-policy)");
  });

  it("refuses an unknown author", () => {
    const [first] = articles;
    if (!first) throw new Error("no articles");
    expect(() => editorialNoteFor({ ...first, authorSlug: "nobody" })).toThrow(/Unknown author/);
  });
});
