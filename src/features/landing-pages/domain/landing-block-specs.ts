import type { BlockSpec, FieldSpec } from "@/features/final-admin/domain/block-fields";

/** The landing page editor's block forms (docs/landing-pages.md, "Blocks"). */
const item = (title: string, body: string): FieldSpec[] => [
  { kind: "text", name: "title", label: title },
  { kind: "text", name: "body", label: body, optional: true, long: true },
];

export const landingPageFields: FieldSpec[] = [{ kind: "text", name: "title", label: "Page title (browser tab)" }];

export const landingBlockSpecs: BlockSpec[] = [
  {
    type: "hero",
    label: "Hero",
    fields: [
      { kind: "text", name: "headline", label: "Headline" },
      { kind: "text", name: "sub", label: "Sub-headline", optional: true, long: true },
      { kind: "string", name: "imageUrl", label: "Image address", optional: true, placeholder: "/images/…" },
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
    type: "cta",
    label: "Final call to action",
    fields: [
      { kind: "text", name: "title", label: "Title" },
      { kind: "text", name: "cta", label: "Start button" },
    ],
    template: () => ({ type: "cta", title: { en: "Ready to start?" }, cta: { en: "Start now" } }),
  },
];
