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
import { timerEnd, type TimerState } from "@/features/final-page/domain/timer-end";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import { finalPageCatalogCache, type FinalPageCatalogCache } from "./final-page-catalog-cache";
import { loadOfferedPackages } from "./load-offered-packages";

export type LoadedFinalPage = FinalPageChoice & {
  /** The countdown, when the page shows a timer (its cookie is written by the browser). */
  timer: TimerState | null;
  /** The set offered now (after a `regular_set` countdown ended, its expired set). */
  offeredSet: PackageSet | null;
  /** The stored packages of the offered set (for renewal words and checkout's offer). */
  packages: SubscriptionPackage[];
  /** The picker's rows; null when the page has nothing to sell. */
  offers: PackageOffers | null;
};

/**
 * Everything a final page shows for one visitor (docs/final-page.md): the page, its variant and
 * package set from the experiment instructions, the countdown from the `timer` cookie, the
 * offered packages priced for the visitor's country. Null without a published page. Reads only.
 */
export async function loadFinalPage(
  db: Db,
  input: {
    instructions: Instructions;
    lowConversionSegment?: unknown;
    country: string;
    timerCookie?: string;
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
  const timer = timerBlock
    ? timerEnd(input.timerCookie, input.now, timerBlock.durationMinutes * 60_000)
    : null;
  const set = offeredSet({
    blocks: choice.blocks,
    packageSet: choice.packageSet,
    packageSets: catalog.packageSets,
    timerExpired: timer?.expired ?? false,
  });
  const packages = set ? await loadOfferedPackages(db, set.packageIds) : [];
  const offers = set ? packageOffers({ set, packages, country: input.country }) : null;
  return { ...choice, timer, offeredSet: set, packages, offers };
}
