import "server-only";
import type { Instructions } from "@/features/experiments/domain/instruction-keys";
import {
  chooseFinalPage,
  type FinalPageChoice,
} from "@/features/final-page/domain/choose-final-page";
import type { TimerBlock } from "@/features/final-page/domain/final-page";
import { offeredSet } from "@/features/final-page/domain/offered-set";
import { packageOffers, type PackageOffers } from "@/features/final-page/domain/package-offers";
import type { PackageSet } from "@/features/final-page/domain/package-set";
import { offerCountdown, type CountdownState } from "@/features/final-page/domain/offer-countdown";
import { loadSoldPrices } from "@/features/pricing/server/load-sold-prices";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import { finalPageCatalogCache, type FinalPageCatalogCache } from "./final-page-catalog-cache";
import { loadOfferedPackages } from "./load-offered-packages";

export type LoadedFinalPage = FinalPageChoice & {
  /** The countdown, when the page has a timer and the visitor's quiz session anchors it. */
  timer: CountdownState | null;
  /** The set offered now (after a `regular_set` countdown ended, its expired set). */
  offeredSet: PackageSet | null;
  /** The stored packages of the offered set (for renewal words and checkout's offer). */
  packages: SubscriptionPackage[];
  /** The picker's rows; null when the page has nothing to sell. */
  offers: PackageOffers | null;
};

/**
 * Everything a final page shows for one visitor (docs/final-page.md): the page, its variant and
 * package set from the experiment instructions, the countdown from the server's anchor (when the
 * visitor's quiz session reached the final page), the offered packages priced for the visitor's
 * country with reference prices from recorded sales. Null without a published page. Reads only.
 */
export async function loadFinalPage(
  db: Db,
  input: {
    instructions: Instructions;
    lowConversionSegment?: unknown;
    country: string;
    /** When the visitor's quiz session first reached the final page (ms), or null. */
    offerAnchor: number | null;
    now: number;
    cache?: FinalPageCatalogCache;
  },
): Promise<LoadedFinalPage | null> {
  const catalog = await (input.cache ?? finalPageCatalogCache).get(db);
  const choice = chooseFinalPage({
    instructions: input.instructions,
    catalog,
    ...(input.lowConversionSegment !== undefined
      ? { lowConversionSegment: input.lowConversionSegment }
      : {}),
  });
  if (!choice) return null;
  const timerBlock = choice.blocks.find((block): block is TimerBlock => block.type === "timer");
  const expiredSetId = choice.packageSet?.expiredSetId;
  const timer = timerBlock
    ? offerCountdown({
        anchor: input.offerAnchor,
        now: input.now,
        durationMs: timerBlock.durationMinutes * 60_000,
        afterExpiry: timerBlock.afterExpiry,
        expiredSetExists: expiredSetId !== undefined && Object.hasOwn(catalog.packageSets, expiredSetId),
      })
    : null;
  const set = offeredSet({
    blocks: choice.blocks,
    packageSet: choice.packageSet,
    packageSets: catalog.packageSets,
    timerExpired: timer?.expired ?? false,
  });
  const [packages, sales] = set
    ? await Promise.all([loadOfferedPackages(db, set.packageIds), loadSoldPrices(db, set.packageIds, input.now)])
    : [[], []];
  const offers = set ? packageOffers({ set, packages, country: input.country, sales, now: input.now }) : null;
  return { ...choice, timer, offeredSet: set, packages, offers };
}
