import { describe, expect, it } from "vitest";
import { blocksToPlainText, blockTexts, collectLinks } from "@/features/content/domain/block-text";
import { contentLocales } from "@/features/content/domain/content-locale";
import { faqCategories, faqContentSchema } from "@/features/content/domain/faq";
import { unknownPlaceholders } from "@/features/content/domain/placeholders";
import { faqEn } from "@/features/content/data/faq";
import { faqByLocale, getFaq } from "@/features/content/data/faq-by-locale";

const locales = contentLocales.map((locale) => [locale, faqByLocale[locale]] as const);

describe("FAQ", () => {
  it("has 14 to 18 English entries with unique ids, covering every category", () => {
    expect(faqEn.entries.length).toBeGreaterThanOrEqual(14);
    expect(faqEn.entries.length).toBeLessThanOrEqual(18);
    expect(new Set(faqEn.entries.map((e) => e.id)).size).toBe(faqEn.entries.length);
    for (const category of faqCategories) expect(faqEn.entries.some((e) => e.category === category), category).toBe(true);
  });

  it("answers the questions the product must answer", () => {
    const text = faqEn.entries.map((e) => `${e.question}\n${blocksToPlainText(e.answer)}`).join("\n");
    for (const topic of ["Mifflin-St Jeor", "cancel", "refund", "explicit consent", "sign-in link", "diabetes", "pregnant"]) {
      expect(text).toContain(topic);
    }
    expect(faqEn.entries.flatMap((e) => collectLinks(e.answer))).toContain("/my-subscription?sf=true");
    expect(faqEn.entries.flatMap((e) => collectLinks(e.answer))).toContain("/signin");
  });

  it("exists in all 16 locales", () => {
    expect(Object.keys(faqByLocale).sort()).toEqual([...contentLocales].sort());
  });

  it.each(locales)("%s passes its schema and is filed under its own locale", (locale, faq) => {
    expect(faqContentSchema.parse(faq)).toEqual(faq);
    expect(faq.locale).toBe(locale);
    expect(getFaq(locale)).toBe(faq);
  });

  it.each(locales)("%s has the English ids, categories and order", (_, faq) => {
    expect(faq.entries.map((e) => [e.id, e.category])).toEqual(faqEn.entries.map((e) => [e.id, e.category]));
    expect(Object.keys(faq.categoryLabels).sort()).toEqual([...faqCategories].sort());
  });

  it.each(locales)("%s keeps the structure and the links of each English answer", (_, faq) => {
    faq.entries.forEach((entry, index) => {
      const english = faqEn.entries[index];
      if (!english) throw new Error(`no English entry at ${index}`);
      expect(entry.answer.map((b) => b.type), entry.id).toEqual(english.answer.map((b) => b.type));
      expect(collectLinks(entry.answer), entry.id).toEqual(collectLinks(english.answer));
    });
  });

  it.each(locales.filter(([locale]) => locale !== "en"))("%s is a translation, not a copy of the English", (_, faq) => {
    faq.entries.forEach((entry, index) => {
      const english = faqEn.entries[index];
      expect(entry.question).not.toBe(english?.question);
      expect(blocksToPlainText(entry.answer)).not.toBe(blocksToPlainText(english?.answer ?? []));
    });
  });

  it.each(locales)("%s uses only known placeholders and never links the English-only blog", (_, faq) => {
    for (const entry of faq.entries) {
      for (const text of [entry.question, ...blockTexts(entry.answer)]) expect(unknownPlaceholders(text)).toEqual([]);
      for (const href of collectLinks(entry.answer)) expect(href.startsWith("/blog")).toBe(false);
    }
    expect(unknownPlaceholders(faq.description)).toEqual([]);
  });
});
