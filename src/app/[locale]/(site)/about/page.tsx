import { AboutView } from "@/features/content/components/about-view";
import { SitePage } from "@/features/site/components/site-page";
import { aboutMetadata, loadAboutPage } from "@/features/site/server/info-page-data";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">) {
  return aboutMetadata((await params).locale);
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = await resolvePageLocale(params);
  const { page, values } = await loadAboutPage(locale);
  return (
    <SitePage>
      <AboutView page={page} values={values} lang={page.locale} />
    </SitePage>
  );
}
