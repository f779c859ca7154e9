import type { FinalPageBlock, TimerBlock } from "./final-page";
import type { PackageSet } from "./package-set";

/**
 * The set the page offers right now (docs/final-page.md, "Timer"): the chosen set, or — once
 * the countdown ended on a page whose timer says `regular_set` — the set's `expiredSetId`, when
 * that set exists. Checkout accepts exactly the packages of the set returned here.
 */
export function offeredSet(input: {
  blocks: readonly FinalPageBlock[];
  packageSet: PackageSet | null;
  packageSets: Readonly<Record<string, PackageSet>>;
  timerExpired: boolean;
}): PackageSet | null {
  const { packageSet, packageSets } = input;
  if (!packageSet || !input.timerExpired) return packageSet;
  const timer = input.blocks.find((block): block is TimerBlock => block.type === "timer");
  if (timer?.afterExpiry !== "regular_set" || !packageSet.expiredSetId) return packageSet;
  return Object.hasOwn(packageSets, packageSet.expiredSetId)
    ? (packageSets[packageSet.expiredSetId] ?? packageSet)
    : packageSet;
}
