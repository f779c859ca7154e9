import { describe, expect, it } from "vitest";
import { blockTexts } from "@/features/content/domain/block-text";
import { isInternalHref, isSafeHref, parseInline } from "@/features/content/domain/inline-text";
import { fillPlaceholders, fillText } from "@/features/content/domain/placeholders";
import type { Block } from "@/features/content/domain/rich-text";
import { isKnownSiteRoute } from "@/features/content/domain/site-routes";
import { articles } from "@/features/content/data/blog/all-articles";
import { authors } from "@/features/content/data/blog/authors";
import { editorialNoteFor } from "@/features/content/data/blog/editorial-note";
import { aboutByLocale } from "@/features/content/data/about-by-locale";
import { faqByLocale } from "@/features/content/data/faq-by-locale";
import { legalDocuments } from "@/features/content/data/legal-documents";
import { examplePlaceholderValues } from "./content-fixtures";

const known = { articleSlugs: articles.map((a) => a.slug), authorSlugs: authors.map((a) => a.slug) };

/** Every inline text of the site's written content, labelled by where it lives, placeholders filled. */
function allContentTexts(): Array<[string, string]> {
  const fromBlocks = (label: string, blocks: readonly Block[]) =>
    blockTexts(fillPlaceholders(blocks, examplePlaceholderValues)).map((text): [string, string] => [label, text]);
  const texts: Array<[string, string]> = [];
  for (const byLocale of Object.values(legalDocuments)) {
    for (const [locale, doc] of Object.entries(byLocale)) texts.push(...fromBlocks(`legal/${doc.slug}.${locale}`, doc.blocks));
  }
  for (const article of articles) {
    texts.push(...fromBlocks(`blog/${article.slug}`, article.blocks));
    texts.push([`blog/${article.slug} note`, fillText(editorialNoteFor(article), examplePlaceholderValues)]);
  }
  for (const author of authors) texts.push([`author/${author.slug}`, fillText(author.bio, examplePlaceholderValues)]);
  for (const page of Object.values(aboutByLocale)) {
    for (const section of page.sections) texts.push(...fromBlocks(`about/${page.locale}/${section.id}`, section.blocks));
  }
  for (const faq of Object.values(faqByLocale)) {
    for (const entry of faq.entries) texts.push(...fromBlocks(`faq/${faq.locale}/${entry.id}`, entry.answer));
  }
  return texts;
}

describe("links in written content", () => {
  const texts = allContentTexts();

  it("finds a good number of links to check", () => {
    const links = texts.flatMap(([, text]) => parseInline(text).filter((s) => s.kind === "link"));
    expect(links.length).toBeGreaterThan(50);
  });

  it("points every internal link to an existing route", () => {
    const broken = texts.flatMap(([where, text]) =>
      parseInline(text).flatMap((s) =>
        s.kind === "link" && isInternalHref(s.href) && !isKnownSiteRoute(s.href, known) ? [`${where}: ${s.href}`] : [],
      ),
    );
    expect(broken).toEqual([]);
  });

  it("uses only safe external links (https or mailto)", () => {
    for (const [where, text] of texts) {
      for (const s of parseInline(text)) if (s.kind === "link") expect(isSafeHref(s.href), `${where}: ${s.href}`).toBe(true);
    }
  });

  it("leaves no broken mark-up behind", () => {
    const leftovers = texts.flatMap(([where, text]) =>
      parseInline(text).flatMap((s) => (s.kind === "text" && /\*\*|\]\(/.test(s.text) ? [`${where}: ${s.text}`] : [])),
    );
    expect(leftovers).toEqual([]);
  });
});
