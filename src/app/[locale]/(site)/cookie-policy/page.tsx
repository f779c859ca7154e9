import { LegalPage } from "@/features/content/components/legal-page";
import { SitePage } from "@/features/site/components/site-page";
import { legalMetadata, loadLegalPage } from "@/features/site/server/legal-page-data";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/cookie-policy">) {
  return legalMetadata("cookie-policy", (await params).locale);
}

export default async function Page({ params }: PageProps<"/[locale]/cookie-policy">) {
  const locale = await resolvePageLocale(params);
  const { document, values } = await loadLegalPage("cookie-policy", locale);
  return (
    <SitePage>
      <LegalPage document={document} values={values} />
    </SitePage>
  );
}
