import { describe, expect, it } from "vitest";
import { aboutPageSchema, aboutSectionIds } from "@/features/content/domain/about-page";
import { blocksToPlainText, blockTexts, collectLinks } from "@/features/content/domain/block-text";
import { contentLocales } from "@/features/content/domain/content-locale";
import { unknownPlaceholders } from "@/features/content/domain/placeholders";
import { aboutByLocale, getAboutPage } from "@/features/content/data/about-by-locale";

const english = aboutByLocale.en;
const pages = contentLocales.map((locale) => [locale, aboutByLocale[locale]] as const);

describe("about page", () => {
  it("exists in all 16 locales", () => {
    expect(Object.keys(aboutByLocale).sort()).toEqual([...contentLocales].sort());
  });

  it.each(pages)("%s passes its schema and is filed under its own locale", (locale, page) => {
    expect(aboutPageSchema.parse(page)).toEqual(page);
    expect(page.locale).toBe(locale);
    expect(getAboutPage(locale)).toBe(page);
  });

  it.each(pages)("%s has the sections in order, with the English structure and links", (_, page) => {
    expect(page.sections.map((s) => s.id)).toEqual([...aboutSectionIds]);
    page.sections.forEach((section, index) => {
      const source = english.sections[index];
      if (!source) throw new Error(`no English section at ${index}`);
      expect(section.blocks.map((b) => (b.type === "list" ? `list:${b.items.length}` : b.type))).toEqual(
        source.blocks.map((b) => (b.type === "list" ? `list:${b.items.length}` : b.type)),
      );
      expect(collectLinks(section.blocks), section.id).toEqual(collectLinks(source.blocks));
    });
  });

  it.each(pages)("%s explains how plans are made: quiz, Mifflin-St Jeor, USDA data, recipes", (_, page) => {
    const how = page.sections.find((s) => s.id === "how-plans-are-made");
    const text = blocksToPlainText(how?.blocks ?? []);
    // The equation's name is declined or compounded in some languages ("Mifflin-St-Jeor-Formel", "Mifflina-St Jeora").
    expect(text).toMatch(/Mifflin.{0,3}St.Jeor/);
    expect(text).toContain("USDA");
  });

  it.each(pages)("%s links the editorial policy and the contact page and names the company", (_, page) => {
    const links = page.sections.flatMap((s) => collectLinks(s.blocks));
    expect(links).toContain("/unimeal-editorial-policy");
    expect(links).toContain("/contact");
    const text = page.sections.flatMap((s) => blockTexts(s.blocks)).join("\n");
    expect(text).toContain("{companyName}");
    expect(text).toContain("{supportEmail}");
  });

  it.each(pages.filter(([locale]) => locale !== "en"))("%s is translated, not copied", (_, page) => {
    expect(page.lead).not.toBe(english.lead);
    page.sections.forEach((section, index) => {
      expect(section.heading).not.toBe(english.sections[index]?.heading);
      expect(blocksToPlainText(section.blocks.slice(0, 1))).not.toBe(blocksToPlainText(english.sections[index]?.blocks.slice(0, 1) ?? []));
    });
  });

  it.each(pages)("%s uses only known placeholders", (_, page) => {
    const texts = [page.title, page.description, page.lead, ...page.sections.flatMap((s) => [s.heading, ...blockTexts(s.blocks)])];
    for (const text of texts) expect(unknownPlaceholders(text)).toEqual([]);
  });
});
