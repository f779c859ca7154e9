import { describe, expect, it } from "vitest";
import { landingPageContentSchema } from "@/features/landing-pages/domain/landing-page-schema";
import { landingText } from "@/features/landing-pages/domain/landing-page";
import { sampleAdsLandingPage, sampleLandingPage } from "./landing-page-sample";

const problems = (value: unknown) => {
  const parsed = landingPageContentSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("landing page blocks", () => {
  it("accepts a full page and drops empty translations", () => {
    const page = sampleLandingPage({ title: { en: "Summer", de: "  " } });
    const parsed = landingPageContentSchema.parse(page);
    expect(parsed.title).toEqual({ en: "Summer" });
    expect(parsed.blocks.map((block) => block.type)).toEqual(["hero", "benefits", "testimonials", "faq", "cta"]);
  });

  it("requires English copy", () => {
    expect(problems(sampleLandingPage({ title: { de: "Sommer" } }))).toContain("English text is required");
  });

  it("refuses unknown block types and fields", () => {
    const page = sampleLandingPage();
    expect(problems({ ...page, blocks: [{ type: "video", url: "x" }] })).not.toEqual([]);
    expect(problems({ ...page, blocks: [{ ...page.blocks[0], script: "alert(1)" }] })).not.toEqual([]);
  });

  it("keeps one hero, first, and needs a start button", () => {
    const [hero, benefits, , , cta] = sampleLandingPage().blocks;
    expect(problems(sampleLandingPage({ blocks: [benefits!, hero!] }))).toContain("The hero comes first");
    expect(problems(sampleLandingPage({ blocks: [hero!, hero!] }))).toContain("A page has at most one hero");
    expect(problems(sampleLandingPage({ blocks: [benefits!] }))).toContain("A page needs a start button: a hero or a final call to action");
    expect(problems(sampleLandingPage({ blocks: [cta!] }))).toEqual([]);
    expect(problems(sampleLandingPage({ blocks: [] }))).not.toEqual([]);
  });

  it("takes images only from our own site (the content security policy loads no others)", () => {
    const hero = sampleLandingPage().blocks[0]!;
    for (const imageUrl of ["javascript:alert(1)", "http://x.test/a.png", "https://x.test/a.png", "//evil.test/a.png", "/\\evil.test/a.png", "data:image/png;base64,AA", "/a b.png"])
      expect(problems(sampleLandingPage({ blocks: [{ ...hero, imageUrl } as typeof hero] })), imageUrl).not.toEqual([]);
    expect(problems(sampleLandingPage({ blocks: [{ ...hero, imageUrl: "/images/a.webp" } as typeof hero] }))).toEqual([]);
  });

  it("refuses a start target that is not a site path", () => {
    expect(problems(sampleLandingPage({ startTarget: "https://evil.test" }))).not.toEqual([]);
    expect(problems(sampleLandingPage({ startTarget: "//evil.test" }))).not.toEqual([]);
  });

  it("falls back to English for a locale without its own copy", () => {
    expect(landingText({ en: "Hello", de: "Hallo" }, "de")).toBe("Hallo");
    expect(landingText({ en: "Hello" }, "ja")).toBe("Hello");
  });
});

describe("landing pages for ads: theme, search and sharing, comparison and pricing teaser", () => {
  it("accepts a themed page with every new block and field", () => {
    const parsed = landingPageContentSchema.parse(sampleAdsLandingPage());
    expect(parsed.theme).toBe("purple");
    expect(parsed.noindex).toBe(true);
    expect(parsed.blocks.map((block) => block.type)).toEqual(["hero", "benefits", "comparison", "pricing", "testimonials", "faq", "cta"]);
  });

  it("keeps pages saved before themes valid (the default theme applies)", () => {
    expect(landingPageContentSchema.parse(sampleLandingPage()).theme).toBeUndefined();
  });

  it("takes only the eight themes", () => {
    expect(problems(sampleAdsLandingPage({ theme: "neon" as never }))).not.toEqual([]);
  });

  it("takes the sharing image only from our own site, and drops empty search texts", () => {
    expect(problems(sampleAdsLandingPage({ ogImageUrl: "https://evil.test/og.png" }))).not.toEqual([]);
    const parsed = landingPageContentSchema.parse(sampleAdsLandingPage({ seoTitle: { en: " " }, ogImageUrl: "" }));
    expect(parsed.seoTitle).toBeUndefined();
    expect(parsed.ogImageUrl).toBeUndefined();
  });

  it("holds the pricing teaser to a package id and a known currency, and at most two teasers", () => {
    const page = sampleAdsLandingPage();
    const teaser = page.blocks[3]!;
    expect(problems({ ...page, blocks: [page.blocks[0], { ...teaser, packageId: "4w" }] })).toContain("Choose a package from the list.");
    expect(problems({ ...page, blocks: [page.blocks[0], { ...teaser, currency: "XYZ" }] })).not.toEqual([]);
    expect(problems({ ...page, blocks: [page.blocks[0], { ...teaser, price: "0.10" }] })).not.toEqual([]);
    expect(problems({ ...page, blocks: [page.blocks[0]!, teaser, teaser, teaser] })).toContain("A page has at most two pricing teasers");
  });

  it("needs at least one comparison row, each with both columns in English", () => {
    const page = sampleAdsLandingPage();
    const comparison = page.blocks[2] as Extract<(typeof page.blocks)[number], { type: "comparison" }>;
    expect(problems({ ...page, blocks: [page.blocks[0], { ...comparison, rows: [] }] })).not.toEqual([]);
    expect(problems({ ...page, blocks: [page.blocks[0], { ...comparison, rows: [{ label: { en: "x" }, ours: { en: "y" }, other: { ar: "z" } }] }] })).toContain("English text is required");
  });
});
