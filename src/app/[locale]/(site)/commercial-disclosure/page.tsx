import { LegalPage } from "@/features/content/components/legal-page";
import { SitePage } from "@/features/site/components/site-page";
import { legalMetadata, loadLegalPage } from "@/features/site/server/legal-page-data";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/commercial-disclosure">) {
  return legalMetadata("commercial-disclosure", (await params).locale);
}

/**
 * Japan's commercial disclosure. The page exists only for visitors from Japan: the proxy sends
 * everyone else to the 404 page (server/proxy/variant-step.ts), so this page stays static.
 */
export default async function Page({ params }: PageProps<"/[locale]/commercial-disclosure">) {
  const locale = await resolvePageLocale(params);
  const { document, values } = await loadLegalPage("commercial-disclosure", locale);
  return (
    <SitePage>
      <LegalPage document={document} values={values} />
    </SitePage>
  );
}
