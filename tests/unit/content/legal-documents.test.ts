import { describe, expect, it } from "vitest";
import { contentLocales } from "@/features/content/domain/content-locale";
import { blocksToPlainText, blockTexts } from "@/features/content/domain/block-text";
import { legalDocumentSchema, legalSlugs } from "@/features/content/domain/legal-document";
import { countWords } from "@/features/content/domain/reading-time";
import { fillPlaceholders, unknownPlaceholders } from "@/features/content/domain/placeholders";
import { getLegalDocument, legalDocumentLocales, legalDocuments } from "@/features/content/data/legal-documents";
import { examplePlaceholderValues } from "./content-fixtures";

const allDocuments = Object.values(legalDocuments).flatMap((byLocale) => Object.values(byLocale));

function englishText(slug: (typeof legalSlugs)[number]): string {
  return blocksToPlainText(legalDocuments[slug].en.blocks);
}

describe("legal documents", () => {
  it("has an English document for every legal slug, and nothing else", () => {
    expect(Object.keys(legalDocuments).sort()).toEqual([...legalSlugs].sort());
    for (const slug of legalSlugs) expect(legalDocuments[slug].en.slug).toBe(slug);
  });

  it.each(allDocuments.map((doc) => [doc.slug, doc] as const))("%s passes its schema", (_, doc) => {
    expect(legalDocumentSchema.parse(doc)).toEqual(doc);
  });

  it("files each translation under its own slug", () => {
    for (const [slug, byLocale] of Object.entries(legalDocuments)) {
      for (const [locale, doc] of Object.entries(byLocale)) {
        expect(contentLocales).toContain(locale);
        expect(doc.slug).toBe(slug);
      }
    }
  });

  it("uses only known placeholders in titles, descriptions and text", () => {
    for (const doc of allDocuments) {
      for (const text of [doc.title, doc.description, ...blockTexts(doc.blocks)]) {
        expect(unknownPlaceholders(text), `${doc.slug}: ${text}`).toEqual([]);
      }
    }
  });

  it("names the company, its address and the support email through placeholders", () => {
    for (const doc of allDocuments) {
      const text = blockTexts(doc.blocks).join("\n");
      expect(text, doc.slug).toContain("{companyName}");
      expect(text, doc.slug).toContain("{supportEmail}");
      if (doc.slug !== "unimeal-editorial-policy") expect(text, doc.slug).toContain("{companyAddress}");
      const filled = blocksToPlainText(fillPlaceholders(doc.blocks, examplePlaceholderValues));
      expect(filled).not.toMatch(/\{(companyName|companyAddress|supportEmail|siteName|siteUrl)\}/);
    }
  });

  it("is complete text, not a stub", () => {
    const minimumWords: Record<(typeof legalSlugs)[number], number> = {
      "cookie-policy": 1200,
      dmca: 700,
      "do-not-sell-my-personal-information": 600,
      "privacy-policy": 2500,
      "refund-policy": 700,
      "subscription-terms": 1200,
      "terms-of-service": 1500,
      "unimeal-editorial-policy": 800,
      "commercial-disclosure": 300,
    };
    for (const slug of legalSlugs) expect(countWords(englishText(slug)), slug).toBeGreaterThanOrEqual(minimumWords[slug]);
    expect(allDocuments.map((doc) => blocksToPlainText(doc.blocks)).join(" ")).not.toMatch(/lorem ipsum|TODO|TBD/i);
  });
});

describe("what each legal text must cover", () => {
  it("cookie policy: the four groups and where to change choices", () => {
    const text = englishText("cookie-policy");
    for (const group of ["Strictly necessary", "Performance", "Functional", "Targeting"]) expect(text).toContain(group);
    expect(text).toContain("Cookie settings");
    expect(text).toContain("Global Privacy Control");
    expect(text).toMatch(/ad_storage.*analytics_storage.*ad_user_data.*ad_personalization/s);
  });

  it("privacy policy: controller, health data by explicit consent, transfers, retention, rights", () => {
    const text = englishText("privacy-policy");
    for (const phrase of [
      "controller",
      "explicit consent",
      "Article 9",
      "Standard Contractual Clauses",
      "Data Privacy Framework",
      "How long we keep your data",
      "right to delete",
      "supervisory authority",
      "Global Privacy Control",
      "Mifflin-St Jeor",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("do-not-sell page: the opt-out routes including GPC", () => {
    const text = englishText("do-not-sell-my-personal-information");
    expect(text).toContain("Your privacy choices");
    expect(text).toContain("Global Privacy Control");
    expect(text).toContain("15 business days");
  });

  it("subscription terms: renewal, introductory price, online cancellation and withdrawal", () => {
    const doc = legalDocuments["subscription-terms"].en;
    const text = englishText("subscription-terms");
    expect(blockTexts(doc.blocks).join(" ")).toContain("(/my-subscription?sf=true)");
    for (const phrase of ["renews automatically", "introductory price", "14 days", "lose your right of withdrawal", "Model withdrawal form"]) {
      expect(text).toContain(phrase);
    }
  });

  it("terms of service: not medical advice, 18+, and the eligibility warnings", () => {
    const text = englishText("terms-of-service");
    for (const phrase of ["Not medical advice", "18 years old", "pregnant", "eating disorder", "diabetes", "consulting a doctor"]) {
      expect(text).toContain(phrase);
    }
  });

  it("refund policy: the guarantee and how to ask", () => {
    const text = englishText("refund-policy");
    expect(text).toContain("30 days");
    expect(text).toContain("How to request a refund");
  });

  it("DMCA policy: notice and counter-notice requirements", () => {
    const text = englishText("dmca");
    expect(text).toContain("512(c)(3)");
    expect(text).toContain("512(g)(3)");
    expect(text).toContain("Repeat infringers");
  });

  it("editorial policy: review, sources, updates, corrections", () => {
    const text = englishText("unimeal-editorial-policy");
    for (const phrase of ["Expert review", "How we choose sources", "Keeping content up to date", "Corrections"]) {
      expect(text).toContain(phrase);
    }
  });

  it("commercial disclosure: every required item in English and in Japanese", () => {
    const en = englishText("commercial-disclosure");
    const ja = blocksToPlainText(legalDocuments["commercial-disclosure"].ja?.blocks ?? []);
    for (const heading of ["販売業者", "所在地", "電話番号", "販売価格", "支払方法", "支払時期", "商品の引渡時期", "返品"]) {
      expect(en).toContain(heading);
      expect(ja).toContain(heading);
    }
  });
});

describe("getLegalDocument", () => {
  it("returns the Japanese disclosure for ja and English elsewhere", () => {
    expect(getLegalDocument("commercial-disclosure", "ja")).toMatchObject({ locale: "ja", isFallback: false });
    expect(getLegalDocument("commercial-disclosure", "en")).toMatchObject({ locale: "en", isFallback: false });
  });

  it("falls back to English with a flag for locales without their own text", () => {
    const result = getLegalDocument("privacy-policy", "de");
    expect(result.isFallback).toBe(true);
    expect(result.locale).toBe("en");
    expect(result.value.title).toBe("Privacy Policy");
  });

  it("lists the written locales for hreflang, English first", () => {
    expect(legalDocumentLocales("commercial-disclosure")).toEqual(["en", "ja"]);
    expect(legalDocumentLocales("dmca")).toEqual(["en"]);
  });
});
