import { formatMoney } from "@/features/pricing/domain/format-money";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import type { PriceText } from "@/features/pricing/domain/price-text";
import { renewalText } from "@/features/pricing/domain/renewal-text";
import type { PackageOffers } from "./package-offers";

/** One picker row with its prices formatted and its words as message descriptors. */
export type PackageRowModel = {
  id: string;
  /** `finalPage` message for the plan's name and its count. */
  title: { key: "packages.planWeeks" | "packages.planMonths"; count: number };
  perDay: string;
  /** The regular price per day, struck through: discount sets, when the intro price is lower. */
  wasPerDay: string | null;
  /** A free trial's days, else a discount set's saving. */
  tag: { kind: "trial"; days: number } | { kind: "saving"; percent: number } | null;
  mostPopular: boolean;
  dueToday: string;
  /** The `pricing` renewal words (docs/pricing.md, "Renewal words"). */
  renewal: PriceText;
};

/**
 * The rows of the package picker (docs/final-page.md, "Packages"): the offers in order, prices
 * formatted in `moneyLocale` (the page's language with the visitor's country).
 */
export function packageRows(
  offers: PackageOffers,
  packages: readonly SubscriptionPackage[],
  moneyLocale: string,
): PackageRowModel[] {
  const money = (minor: number) => formatMoney(minor, offers.currency, moneyLocale);
  return offers.offers.flatMap((offer): PackageRowModel[] => {
    const pkg = packages.find((candidate) => candidate.id === offer.id);
    if (!pkg) return [];
    return [
      {
        id: offer.id,
        title: {
          key: pkg.period.unit === "week" ? "packages.planWeeks" : "packages.planMonths",
          count: pkg.period.count,
        },
        perDay: money(offer.perDay),
        wasPerDay:
          offers.discount && offer.regularPerDay > offer.perDay ? money(offer.regularPerDay) : null,
        tag:
          offer.trialDays !== null
            ? { kind: "trial", days: offer.trialDays }
            : offer.savingPercent !== null
              ? { kind: "saving", percent: offer.savingPercent }
              : null,
        mostPopular: offer.mostPopular,
        dueToday: money(offer.dueToday),
        renewal: renewalText(pkg, offers.currency, moneyLocale),
      },
    ];
  });
}
