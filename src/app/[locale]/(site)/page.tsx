import { HomeHero } from "@/features/home/components/home-hero";
import { HomeFeatures, HomeFinalCall, HomeHowItWorks } from "@/features/home/components/home-sections";
import { SitePage } from "@/features/site/components/site-page";
import { resolvePageLocale } from "@/i18n/page-locale";

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  await resolvePageLocale(params);
  return (
    <SitePage appContainerSize="WIDE" isStart>
      <HomeHero />
      <HomeHowItWorks />
      <HomeFeatures />
      <HomeFinalCall />
    </SitePage>
  );
}
