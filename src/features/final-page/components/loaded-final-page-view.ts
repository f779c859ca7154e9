import type { FinalPageChoice } from "@/features/final-page/domain/choose-final-page";
import type { PackageOffers } from "@/features/final-page/domain/package-offers";
import type { CountdownState } from "@/features/final-page/domain/offer-countdown";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";

/** What the view needs of a loaded page (the server's `LoadedFinalPage` fits it). */
export type LoadedFinalPageView = Pick<FinalPageChoice, "page" | "variant" | "blocks"> & {
  timer: CountdownState | null;
  packages: SubscriptionPackage[];
  offers: PackageOffers | null;
};
