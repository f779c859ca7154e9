import type { BlockSpec, FieldSpec } from "@/features/final-admin/domain/block-fields";
import { currencyCodes } from "@/features/pricing/domain/currencies";
import { themeNames } from "@/ui/themes/themes";

/** The landing page editor's block forms (docs/landing-pages.md, "Blocks"). */
const item = (title: string, body: string): FieldSpec[] => [
  { kind: "text", name: "title", label: title },
  { kind: "text", name: "body", label: body, optional: true, long: true },
];

export const landingPageFields: FieldSpec[] = [
  { kind: "text", name: "title", label: "Page title (browser tab)" },
  { kind: "select", name: "theme", label: "Theme (colours of the page and its buttons)", options: themeNames.map((name) => ({ value: name, label: name })) },
];

/** Search and sharing (docs/landing-pages.md, "Search and sharing"). */
export const landingSeoFields: FieldSpec[] = [
  { kind: "text", name: "seoTitle", label: "Search and sharing title (default: the page title)", optional: true },
  { kind: "text", name: "seoDescription", label: "Search and sharing description", optional: true, long: true },
  { kind: "image", name: "ogImageUrl", label: "Sharing image (Open Graph, 1200 × 630 works best)", optional: true },
  { kind: "boolean", name: "noindex", label: "Keep out of search results (noindex)" },
];

/** A package offered to the pricing teaser: its id, a label, the currencies it has a price in. */
export type TeaserPackageOption = { id: string; label: string; currencies: string[] };

export const landingBlockSpecs: BlockSpec[] = [
  {
    type: "hero",
    label: "Hero",
    fields: [
      { kind: "text", name: "headline", label: "Headline" },
      { kind: "text", name: "sub", label: "Sub-headline", optional: true, long: true },
      { kind: "image", name: "imageUrl", label: "Image", optional: true },
      { kind: "text", name: "imageAlt", label: "Image description", optional: true },
      { kind: "text", name: "cta", label: "Start button" },
    ],
    template: () => ({ type: "hero", headline: { en: "" }, cta: { en: "Take the quiz" } }),
    max: 1,
  },
  {
    type: "benefits",
    label: "Benefits",
    fields: [
      { kind: "text", name: "title", label: "Title" },
      { kind: "items", name: "items", label: "Benefits", min: 1, max: 12, fields: item("Benefit", "Details"), template: () => ({ title: { en: "" } }) },
    ],
    template: () => ({ type: "benefits", title: { en: "Why Platewise" }, items: [{ title: { en: "" } }] }),
  },
  {
    type: "testimonials",
    label: "Testimonials",
    fields: [
      { kind: "text", name: "title", label: "Title" },
      {
        kind: "items",
        name: "items",
        label: "Testimonials",
        min: 1,
        max: 12,
        fields: [
          { kind: "text", name: "author", label: "Author" },
          { kind: "text", name: "body", label: "Quote", long: true },
          { kind: "number", name: "rating", label: "Stars (1–5)", min: 1, max: 5 },
        ],
        template: () => ({ author: { en: "" }, body: { en: "" }, rating: 5 }),
      },
    ],
    template: () => ({ type: "testimonials", title: { en: "What members say" }, items: [{ author: { en: "" }, body: { en: "" }, rating: 5 }] }),
  },
  {
    type: "faq",
    label: "FAQ",
    fields: [
      { kind: "text", name: "title", label: "Title" },
      { kind: "items", name: "items", label: "Questions", min: 1, max: 20, fields: item("Question", "Answer"), template: () => ({ title: { en: "" } }) },
    ],
    template: () => ({ type: "faq", title: { en: "Questions" }, items: [{ title: { en: "" } }] }),
  },
  {
    type: "comparison",
    label: "Comparison",
    fields: [
      { kind: "text", name: "title", label: "Title" },
      { kind: "text", name: "oursLabel", label: "Our column's heading" },
      { kind: "text", name: "otherLabel", label: "The other column's heading" },
      {
        kind: "items",
        name: "rows",
        label: "Rows",
        min: 1,
        max: 12,
        fields: [
          { kind: "text", name: "label", label: "Compared on" },
          { kind: "text", name: "ours", label: "Platewise" },
          { kind: "text", name: "other", label: "The other" },
        ],
        template: () => ({ label: { en: "" }, ours: { en: "" }, other: { en: "" } }),
      },
    ],
    template: () => ({
      type: "comparison",
      title: { en: "Platewise or going it alone" },
      oursLabel: { en: "Platewise" },
      otherLabel: { en: "On your own" },
      rows: [{ label: { en: "" }, ours: { en: "" }, other: { en: "" } }],
    }),
  },
  {
    type: "pricing",
    label: "Pricing teaser (from … per day)",
    fields: [
      { kind: "text", name: "title", label: "Title" },
      { kind: "select", name: "packageId", label: "Package (its first charge, per day)", options: [] },
      { kind: "select", name: "currency", label: "Currency shown", options: currencyCodes.map((code) => ({ value: code, label: code })) },
      { kind: "text", name: "note", label: "Small print", optional: true, long: true },
      { kind: "text", name: "cta", label: "Start button (optional)", optional: true },
    ],
    template: () => ({ type: "pricing", title: { en: "Your plan costs less than a coffee" }, packageId: "", currency: "USD", cta: { en: "See my plan" } }),
    max: 2,
  },
  {
    type: "cta",
    label: "Final call to action",
    fields: [
      { kind: "text", name: "title", label: "Title" },
      { kind: "text", name: "cta", label: "Start button" },
    ],
    template: () => ({ type: "cta", title: { en: "Ready to start?" }, cta: { en: "Start now" } }),
  },
];

/** The block forms with the pricing teaser's package list filled in from the stored packages. */
export function landingBlockSpecsWith(packages: readonly TeaserPackageOption[]): BlockSpec[] {
  const options = packages.map((pkg) => ({ value: pkg.id, label: pkg.label }));
  return landingBlockSpecs.map((spec) =>
    spec.type !== "pricing"
      ? spec
      : {
          ...spec,
          fields: spec.fields.map((field) => (field.kind === "select" && field.name === "packageId" ? { ...field, options } : field)),
          template: () => ({ ...spec.template(), packageId: options[0]?.value ?? "" }),
        },
  );
}
