import { describe, expect, it } from "vitest";
import { sitemapEntries } from "@/features/site/domain/sitemap-entries";

describe("sitemap entries", () => {
  it("lists every written locale of a page with its alternates", () => {
    const entries = sitemapEntries("https://example.com", [
      { path: "/", locales: ["en", "de"], priority: 1 },
      { path: "/blog/water", locales: ["en"], lastModified: "2026-10-01" },
    ]);
    expect(entries.map((entry) => entry.url)).toEqual(["https://example.com/", "https://example.com/de", "https://example.com/blog/water"]);
    expect(entries[1]!.alternates.languages).toEqual({ en: "https://example.com/", de: "https://example.com/de" });
    expect(entries[2]).toMatchObject({ lastModified: "2026-10-01", alternates: { languages: { en: "https://example.com/blog/water" } } });
  });
});
