import { LegalPage } from "@/features/content/components/legal-page";
import { SitePage } from "@/features/site/components/site-page";
import { legalMetadata, loadLegalPage } from "@/features/site/server/legal-page-data";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/unimeal-editorial-policy">) {
  return legalMetadata("unimeal-editorial-policy", (await params).locale);
}

export default async function Page({ params }: PageProps<"/[locale]/unimeal-editorial-policy">) {
  const locale = await resolvePageLocale(params);
  const { document, values } = await loadLegalPage("unimeal-editorial-policy", locale);
  return (
    <SitePage>
      <LegalPage document={document} values={values} />
    </SitePage>
  );
}
