import { describe, expect, it } from "vitest";
import { p } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";
import type { Author } from "@/features/content/domain/author";
import { buildArticleJsonLd, serializeJsonLd } from "@/features/content/domain/article-json-ld";

const article: Article = {
  slug: "test-article",
  title: "A test article about fasting",
  description: "A description long enough to pass as a meta description for the test.",
  category: "intermittent-fasting",
  tags: ["fasting", "16:8"],
  authorSlug: "jane-doe",
  reviewerSlug: "john-roe",
  publishedAt: "2026-01-02",
  updatedAt: "2026-03-04",
  heroAlt: "A plate of food on a table",
  blocks: [p("One two three four five.")],
};

const author: Author = {
  slug: "jane-doe",
  name: "Jane Doe",
  credentials: "RD, MSc",
  role: "Registered Dietitian",
  bio: "Jane is a registered dietitian who writes about nutrition for people who are busy and want simple rules.",
  expertise: ["fasting"],
};

describe("buildArticleJsonLd", () => {
  const jsonLd = buildArticleJsonLd({
    article,
    author,
    siteUrl: "https://example.com/",
    siteName: "Platewise",
    imageUrl: "https://example.com/hero.jpg",
    logoUrl: "https://example.com/logo.png",
  });

  it("describes a BlogPosting with headline, description, dates and image", () => {
    expect(jsonLd["@context"]).toBe("https://schema.org");
    expect(jsonLd["@type"]).toBe("BlogPosting");
    expect(jsonLd.headline).toBe(article.title);
    expect(jsonLd.description).toBe(article.description);
    expect(jsonLd.datePublished).toBe("2026-01-02");
    expect(jsonLd.dateModified).toBe("2026-03-04");
    expect(jsonLd.image).toEqual(["https://example.com/hero.jpg"]);
    expect(jsonLd.url).toBe("https://example.com/blog/test-article");
    expect(jsonLd.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": "https://example.com/blog/test-article" });
    expect(jsonLd.keywords).toBe("fasting, 16:8");
    expect(jsonLd.wordCount).toBe(5);
  });

  it("names the author as a Person with a profile URL", () => {
    expect(jsonLd.author).toEqual({
      "@type": "Person",
      name: "Jane Doe",
      url: "https://example.com/blog/authors/jane-doe",
      jobTitle: "Registered Dietitian",
      honorificSuffix: "RD, MSc",
    });
  });

  it("names the publisher as an Organization, with the logo only when given", () => {
    expect(jsonLd.publisher).toEqual({
      "@type": "Organization",
      name: "Platewise",
      url: "https://example.com/",
      logo: { "@type": "ImageObject", url: "https://example.com/logo.png" },
    });
    const withoutLogo = buildArticleJsonLd({
      article,
      author,
      siteUrl: "https://example.com",
      siteName: "Platewise",
      imageUrl: "https://example.com/hero.jpg",
    });
    expect(withoutLogo.publisher).toEqual({ "@type": "Organization", name: "Platewise", url: "https://example.com/" });
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so the JSON cannot close its script tag", () => {
    const text = serializeJsonLd({ headline: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });
});
