import { notFound } from "next/navigation";
import { LegalPage } from "@/features/content/components/legal-page";
import { isCommercialDisclosureCountry } from "@/features/country/domain/country-lists";
import { getVisitorCountry } from "@/features/country/server/get-visitor-country";
import { SitePage } from "@/features/site/components/site-page";
import { legalMetadata, loadLegalPage } from "@/features/site/server/legal-page-data";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/commercial-disclosure">) {
  return legalMetadata("commercial-disclosure", (await params).locale);
}

/** Japan's commercial disclosure: the page exists only for visitors from JP. */
export default async function Page({ params }: PageProps<"/[locale]/commercial-disclosure">) {
  const locale = await resolvePageLocale(params);
  if (!isCommercialDisclosureCountry(await getVisitorCountry())) notFound();
  const { document, values } = await loadLegalPage("commercial-disclosure", locale);
  return (
    <SitePage>
      <LegalPage document={document} values={values} />
    </SitePage>
  );
}
