import { SitePage } from "@/features/site/components/site-page";
import { HomeHero } from "./home-hero";
import { HomeFeatures, HomeFinalCall, HomeHowItWorks } from "./home-sections";

/** The home page in one of its split-test variants (the proxy picks it: home-variant.ts). */
export function HomePage({ hero }: { hero: "control" | "b" }) {
  return (
    <SitePage appContainerSize="WIDE" isStart>
      <HomeHero variant={hero} />
      <HomeHowItWorks />
      <HomeFeatures />
      <HomeFinalCall />
    </SitePage>
  );
}
