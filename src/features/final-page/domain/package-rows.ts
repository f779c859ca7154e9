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
  /**
   * The reference price per day, struck through: only the lowest price this package really sold
   * at in the last 30 days, when above today's (docs/pricing.md, "Honest urgency and reference
   * prices").
   */
  wasPerDay: string | null;
  /** A free trial's days, else a discount set's saving against the page's dearest plan per day. */
  tag:
    | { kind: "trial"; days: number }
    | {
        kind: "saving";
        percent: number;
        /** `finalPage` message naming the plan compared with. */
        versus: { key: "packages.saveVsWeeks" | "packages.saveVsMonths"; count: number };
      }
    | null;
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
        wasPerDay: offer.referencePerDay !== null ? money(offer.referencePerDay) : null,
        tag:
          offer.trialDays !== null
            ? { kind: "trial", days: offer.trialDays }
            : offer.saving !== null
              ? {
                  kind: "saving",
                  percent: offer.saving.percent,
                  versus: {
                    key: offer.saving.versus.period.unit === "week" ? "packages.saveVsWeeks" : "packages.saveVsMonths",
                    count: offer.saving.versus.period.count,
                  },
                }
              : null,
        mostPopular: offer.mostPopular,
        dueToday: money(offer.dueToday),
        renewal: renewalText(pkg, offers.currency, moneyLocale),
      },
    ];
  });
}
