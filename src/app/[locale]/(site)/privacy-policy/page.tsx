import { LegalPage } from "@/features/content/components/legal-page";
import { DataRequestsSection } from "@/features/privacy/components/data-requests-section";
import { SitePage } from "@/features/site/components/site-page";
import { legalMetadata, loadLegalPage } from "@/features/site/server/legal-page-data";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">) {
  return legalMetadata("privacy-policy", (await params).locale);
}

export default async function Page({ params }: PageProps<"/[locale]/privacy-policy">) {
  const locale = await resolvePageLocale(params);
  const { document, values } = await loadLegalPage("privacy-policy", locale);
  return (
    <SitePage>
      <LegalPage document={document} values={values} />
      <DataRequestsSection supportEmail={values.supportEmail} />
    </SitePage>
  );
}
