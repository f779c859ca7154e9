import { blocksToPlainText } from "@/features/content/domain/block-text";
import { faqCategories, type FaqContent } from "@/features/content/domain/faq";
import { fillPlaceholders, fillText, type PlaceholderValues } from "@/features/content/domain/placeholders";
import { JsonLd } from "./json-ld";
import { RichText } from "./rich-text";

/** schema.org FAQPage for the questions and answers shown. */
export function faqJsonLd(faq: FaqContent, values: PlaceholderValues) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: faq.locale,
    mainEntity: faq.entries.map((entry) => ({
      "@type": "Question",
      name: fillText(entry.question, values),
      acceptedAnswer: { "@type": "Answer", text: blocksToPlainText(fillPlaceholders(entry.answer, values)) },
    })),
  };
}

/** The FAQ grouped by category; each question opens and closes on its own (native details). */
export function FaqAccordion({ faq, values }: { faq: FaqContent; values: PlaceholderValues }) {
  const groups = faqCategories
    .map((category) => ({ category, entries: faq.entries.filter((entry) => entry.category === category) }))
    .filter((group) => group.entries.length > 0);
  return (
    <div className="space-y-10" data-testid="faq">
      <JsonLd data={faqJsonLd(faq, values)} />
      {groups.map(({ category, entries }) => (
        <section key={category} aria-labelledby={`faq-${category}`}>
          <h2 id={`faq-${category}`} className="mb-3 text-xl font-bold">
            {faq.categoryLabels[category] ?? category}
          </h2>
          <div className="divide-y divide-line rounded-xl border border-line">
            {entries.map((entry) => (
              <details key={entry.id} id={entry.id} className="group px-4" data-testid="faq-entry">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold">
                  {fillText(entry.question, values)}
                  <span aria-hidden className="transition-transform group-open:rotate-180">▾</span>
                </summary>
                <RichText blocks={fillPlaceholders(entry.answer, values)} className="pb-4 text-muted" />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
