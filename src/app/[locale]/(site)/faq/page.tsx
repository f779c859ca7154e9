import { FaqAccordion } from "@/features/content/components/faq-accordion";
import { fillText } from "@/features/content/domain/placeholders";
import { SitePage } from "@/features/site/components/site-page";
import { faqMetadata, loadFaq } from "@/features/site/server/info-page-data";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/faq">) {
  return faqMetadata((await params).locale);
}

export default async function FaqPage({ params }: PageProps<"/[locale]/faq">) {
  const locale = await resolvePageLocale(params);
  const { faq, values } = await loadFaq(locale);
  return (
    <SitePage>
      <section className="py-10" lang={faq.locale}>
        <h1 className="text-3xl font-bold">{fillText(faq.title, values)}</h1>
        <p className="mt-2 mb-8 text-muted">{fillText(faq.description, values)}</p>
        <FaqAccordion faq={faq} values={values} />
      </section>
    </SitePage>
  );
}
