import { describe, expect, it } from "vitest";
import { localizedUrl, pageUrls } from "@/features/site/domain/page-urls";

describe("page addresses", () => {
  it("has no prefix for English and a locale prefix otherwise", () => {
    expect(localizedUrl("https://example.com/", "en", "/")).toBe("https://example.com/");
    expect(localizedUrl("https://example.com", "en", "/faq")).toBe("https://example.com/faq");
    expect(localizedUrl("https://example.com", "zh-TW", "/")).toBe("https://example.com/zh-TW");
    expect(localizedUrl("https://example.com", "de", "/faq")).toBe("https://example.com/de/faq");
  });

  it("announces only written locales and points fallback pages at the English page", () => {
    const ja = pageUrls({ siteUrl: "https://example.com", locale: "ja", path: "/commercial-disclosure", written: ["en", "ja"] });
    expect(ja.canonical).toBe("https://example.com/ja/commercial-disclosure");
    expect(ja.alternates).toEqual({
      en: "https://example.com/commercial-disclosure",
      ja: "https://example.com/ja/commercial-disclosure",
      "x-default": "https://example.com/commercial-disclosure",
    });
    const de = pageUrls({ siteUrl: "https://example.com", locale: "de", path: "/dmca", written: ["en"] });
    expect(de.canonical).toBe("https://example.com/dmca");
    expect(Object.keys(de.alternates)).toEqual(["en", "x-default"]);
  });
});
