import { HomeHero } from "@/features/home/components/home-hero";
import { HomeFeatures, HomeFinalCall, HomeHowItWorks } from "@/features/home/components/home-sections";
import { SitePage } from "@/features/site/components/site-page";
import { resolvePageLocale } from "@/i18n/page-locale";

export default async function HomePage({ params, searchParams }: PageProps<"/[locale]">) {
  await resolvePageLocale(params);
  const { hero } = await searchParams;
  return (
    <SitePage appContainerSize="WIDE" isStart>
      <HomeHero variant={hero === "b" ? "b" : "control"} />
      <HomeHowItWorks />
      <HomeFeatures />
      <HomeFinalCall />
    </SitePage>
  );
}
