import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { OneTimeProduct, PricePackage } from "@/features/pricing/domain/package";
import { savingPercent } from "@/features/pricing/domain/price-figures";
import type { UpsellOffer } from "./plan-upsell-chain";

/** One package of an offer as its page shows it; amounts in minor units of the order's currency. */
export type OfferItem = {
  packageId: string;
  product: OneTimeProduct;
  priceMinor: number;
  /** The struck-through price, when the package has one above its price. */
  listPriceMinor: number | null;
  savingPercent: number | null;
};

/**
 * The packages of an offer with their prices in the order's currency (docs/upsell.md,
 * "Prices"); a bundle also lists the add-ons it includes, for their names. Packages that are no
 * longer sellable in that currency are left out.
 */
export function offerItems(
  offer: UpsellOffer,
  packages: readonly PricePackage[],
  currency: CurrencyCode,
): { items: OfferItem[]; includedProducts: OneTimeProduct[] } {
  const byId = new Map(packages.map((pkg) => [pkg.id as string, pkg]));
  const items = offer.packageIds.flatMap((id): OfferItem[] => {
    const pkg = byId.get(id);
    const amounts = pkg?.kind === "one_time" ? pkg.amounts[currency] : undefined;
    if (!pkg || pkg.kind !== "one_time" || !amounts) return [];
    const listPrice =
      amounts.listPrice !== undefined && amounts.listPrice > amounts.price ? amounts.listPrice : null;
    return [
      {
        packageId: id,
        product: pkg.product,
        priceMinor: amounts.price,
        listPriceMinor: listPrice,
        savingPercent: listPrice === null ? null : savingPercent(pkg, currency),
      },
    ];
  });
  const includedProducts = offer.includes.flatMap((id) => {
    const pkg = byId.get(id);
    return pkg?.kind === "one_time" ? [pkg.product] : [];
  });
  return { items, includedProducts };
}
