import { describe, expect, it } from "vitest";
import { countMissing, missingByLocale, moveItem, readText, writeText, type Block, type TextMode } from "@/features/final-admin/domain/block-fields";
import { finalBlockSpecs } from "@/features/final-admin/domain/final-block-specs";
import { landingBlockSpecs, landingPageFields } from "@/features/landing-pages/domain/landing-block-specs";
import cases from "./block-fields-cases.json";

describe("block editor fields", () => {
  it.each(cases.readText)("reads $mode text for $locale", ({ value, mode, locale, view }) => {
    expect(readText(value, mode as TextMode, locale)).toEqual(view);
  });

  it.each(cases.writeText)("writes $mode text for $locale", ({ value, mode, locale, next, result }) => {
    expect(writeText(value, mode as TextMode, locale, next) ?? null).toEqual(result);
  });

  it.each(cases.moveItem)("moves $from → $to", ({ list, from, to, result }) => {
    expect(moveItem(list, from, to)).toEqual(result);
  });

  it("counts missing translations, in list items too; message keys are never missing", () => {
    const spec = finalBlockSpecs([]).find((candidate) => candidate.type === "faq")!;
    const block = { type: "faq", title: { key: "faq.title" }, items: [{ title: { text: { en: "Q1", de: "F1" } } }, { title: { text: { en: "Q2" } }, body: { text: { en: "A2" } } }] };
    expect(countMissing(block, spec.fields, "message", "de")).toBe(2);
    expect(countMissing(block, spec.fields, "message", "en")).toBe(0);
    expect(countMissing({ ...block, items: [{ title: { text: {} } }] }, spec.fields, "message", "en")).toBe(1);
  });

  it("flags a page's missing copy per locale (landing pages)", () => {
    const blocks: Block[] = [{ type: "hero", headline: { en: "Go", ar: "اذهب" }, cta: { en: "Start" } }];
    const missing = missingByLocale({ fields: landingPageFields, values: { title: { en: "T", ar: "ع" } } }, blocks, landingBlockSpecs, "plain", ["en", "ar", "de"]);
    expect(missing).toEqual({ en: 0, ar: 1, de: 3 });
  });

  it("gives every block type a template that its own fields describe", () => {
    for (const spec of [...finalBlockSpecs([{ value: "pp_default", label: "x" }]), ...landingBlockSpecs]) {
      const block = spec.template();
      expect(block.type).toBe(spec.type);
      for (const field of spec.fields) if (!("optional" in field && field.optional) && field.kind !== "string") expect(block, `${spec.type}.${field.name}`).toHaveProperty(field.name);
    }
  });
});
