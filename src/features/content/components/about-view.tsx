import type { AboutPage } from "@/features/content/domain/about-page";
import { fillPlaceholders, fillText, type PlaceholderValues } from "@/features/content/domain/placeholders";
import { RichText } from "./rich-text";

/** The about page: title, lead and its sections. */
export function AboutView({ page, values, lang }: { page: AboutPage; values: PlaceholderValues; lang: string }) {
  return (
    <article className="py-10" lang={lang} data-testid="about-page">
      <h1 className="text-3xl font-bold">{fillText(page.title, values)}</h1>
      <p className="mt-3 text-lg text-muted">{fillText(page.lead, values)}</p>
      {page.sections.map((section) => (
        <section key={section.id} id={section.id} className="mt-10">
          <h2 className="text-xl font-bold">{fillText(section.heading, values)}</h2>
          <RichText blocks={fillPlaceholders(section.blocks, values)} className="mt-3" />
        </section>
      ))}
    </article>
  );
}
