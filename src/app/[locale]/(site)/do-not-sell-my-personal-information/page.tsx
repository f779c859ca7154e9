import { LegalPage } from "@/features/content/components/legal-page";
import { SitePage } from "@/features/site/components/site-page";
import { legalMetadata, loadLegalPage } from "@/features/site/server/legal-page-data";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/do-not-sell-my-personal-information">) {
  return legalMetadata("do-not-sell-my-personal-information", (await params).locale);
}

export default async function Page({ params }: PageProps<"/[locale]/do-not-sell-my-personal-information">) {
  const locale = await resolvePageLocale(params);
  const { document, values } = await loadLegalPage("do-not-sell-my-personal-information", locale);
  return (
    <SitePage>
      <LegalPage document={document} values={values} />
    </SitePage>
  );
}
