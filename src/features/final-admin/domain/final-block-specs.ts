import type { BlockSpec } from "./block-fields";

/**
 * The final page editor's block forms (fields as in docs/final-page.md, "The page as content").
 * `packageSets` are the stored sets the packages block may bind (id and a label listing its packages).
 */
export function finalBlockSpecs(packageSets: { value: string; label: string }[]): BlockSpec[] {
  const text = (en: string) => ({ text: { en } });
  return [
    {
      type: "hero",
      label: "Hero",
      fields: [
        { kind: "text", name: "title", label: "Title" },
        { kind: "text", name: "subtitle", label: "Subtitle", optional: true },
        { kind: "boolean", name: "showChart", label: "Show the weight chart" },
      ],
      template: () => ({ type: "hero", title: { key: "hero.title" }, showChart: true }),
      max: 1,
    },
    {
      type: "plan",
      label: "Your plan",
      fields: [
        { kind: "text", name: "title", label: "Title" },
        { kind: "boolean", name: "showSampleDay", label: "Show today's meals (a sample day)" },
      ],
      template: () => ({ type: "plan", title: { key: "plan.title" }, showSampleDay: true }),
      max: 1,
    },
    {
      type: "timer",
      label: "Timer",
      fields: [
        { kind: "number", name: "durationMinutes", label: "Duration (minutes, 1–1440)", min: 1, max: 1440 },
        { kind: "text", name: "label", label: "Label while running" },
        { kind: "text", name: "endedLabel", label: "Label once ended" },
        {
          kind: "select",
          name: "afterExpiry",
          label: "After the countdown",
          options: [
            { value: "keep_offer", label: "Keep the offer" },
            { value: "regular_set", label: "Switch to the set's regular-price set" },
          ],
        },
      ],
      template: () => ({ type: "timer", durationMinutes: 15, label: { key: "timer.label" }, endedLabel: { key: "timer.ended" }, afterExpiry: "keep_offer" }),
      max: 1,
    },
    {
      type: "packages",
      label: "Packages",
      fields: [
        { kind: "select", name: "packageSetId", label: "Package set", options: packageSets },
        { kind: "select", name: "layout", label: "Layout", options: [{ value: "list", label: "List" }, { value: "cards", label: "Cards" }] },
        { kind: "text", name: "title", label: "Title" },
        { kind: "text", name: "cta", label: "Button" },
        { kind: "string", name: "downsellPackageId", label: "Downsell after a declined card (a cheaper package of the set, optional)", optional: true, placeholder: "pp_1w_intro" },
      ],
      template: () => ({ type: "packages", packageSetId: packageSets[0]?.value ?? "pp_default", layout: "list", title: { key: "packages.title" }, cta: { key: "packages.cta" } }),
      max: 1,
    },
    {
      type: "benefits",
      label: "Benefits",
      fields: [
        { kind: "text", name: "title", label: "Title" },
        { kind: "items", name: "items", label: "Benefits", min: 1, max: 12, fields: [{ kind: "text", name: "title", label: "Benefit" }, { kind: "text", name: "body", label: "Details", optional: true, long: true }], template: () => ({ title: text("") }) },
      ],
      template: () => ({ type: "benefits", title: text("What you get"), items: [{ title: text("") }] }),
    },
    {
      type: "reviews",
      label: "Reviews",
      fields: [
        { kind: "text", name: "title", label: "Title" },
        {
          kind: "items",
          name: "items",
          label: "Reviews",
          min: 1,
          max: 12,
          fields: [
            { kind: "text", name: "author", label: "Author" },
            { kind: "text", name: "body", label: "Review", long: true },
            { kind: "number", name: "rating", label: "Stars (1–5)", min: 1, max: 5 },
          ],
          template: () => ({ author: text(""), body: text(""), rating: 5 }),
        },
      ],
      template: () => ({ type: "reviews", title: text("What members say"), items: [{ author: text(""), body: text(""), rating: 5 }] }),
    },
    {
      type: "guarantee",
      label: "Guarantee",
      fields: [
        { kind: "text", name: "title", label: "Title" },
        { kind: "text", name: "body", label: "Text", long: true },
        { kind: "number", name: "days", label: "Days", min: 1, max: 365 },
      ],
      template: () => ({ type: "guarantee", title: { key: "guarantee.title" }, body: { key: "guarantee.body" }, days: 30 }),
    },
    {
      type: "faq",
      label: "FAQ",
      fields: [
        { kind: "text", name: "title", label: "Title" },
        { kind: "items", name: "items", label: "Questions", min: 1, max: 20, fields: [{ kind: "text", name: "title", label: "Question" }, { kind: "text", name: "body", label: "Answer", optional: true, long: true }], template: () => ({ title: text("") }) },
      ],
      template: () => ({ type: "faq", title: text("Questions"), items: [{ title: text("") }] }),
    },
    {
      type: "legal",
      label: "Legal",
      fields: [
        { kind: "boolean", name: "showRenewalText", label: "Show the renewal words" },
        { kind: "text", name: "body", label: "Text", long: true },
      ],
      template: () => ({ type: "legal", showRenewalText: true, body: { key: "legal.body" } }),
      max: 1,
    },
  ];
}
