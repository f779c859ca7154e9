import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { OneTimeProduct, PricePackage } from "@/features/pricing/domain/package";
import { percentSaved } from "@/features/pricing/domain/price-figures";
import type { UpsellOffer } from "./plan-upsell-chain";
import { noStruckPrice, type StruckPrice } from "./struck-price";

/** One package of an offer as its page shows it; amounts in minor units of the order's currency. */
export type OfferItem = {
  packageId: string;
  product: OneTimeProduct;
  priceMinor: number;
  /** The struck-through price, when an honest one exists (`honestStruckPrice`). */
  listPriceMinor: number | null;
  savingPercent: number | null;
};

/**
 * The packages of an offer with their prices in the order's currency (docs/upsell.md,
 * "Prices"); a bundle also lists the add-ons it includes, for their names. Packages that are no
 * longer sellable in that currency are left out. `struck` decides the struck-through price.
 */
export function offerItems(
  offer: UpsellOffer,
  packages: readonly PricePackage[],
  currency: CurrencyCode,
  struck: StruckPrice = noStruckPrice,
): { items: OfferItem[]; includedProducts: OneTimeProduct[] } {
  const byId = new Map(packages.map((pkg) => [pkg.id as string, pkg]));
  const items = offer.packageIds.flatMap((id): OfferItem[] => {
    const pkg = byId.get(id);
    const amounts = pkg?.kind === "one_time" ? pkg.amounts[currency] : undefined;
    if (!pkg || pkg.kind !== "one_time" || !amounts) return [];
    const listPrice = struck(id, amounts.price);
    return [
      {
        packageId: id,
        product: pkg.product,
        priceMinor: amounts.price,
        listPriceMinor: listPrice,
        savingPercent: listPrice === null ? null : percentSaved(amounts.price, listPrice),
      },
    ];
  });
  const includedProducts = offer.includes.flatMap((id) => {
    const pkg = byId.get(id);
    return pkg?.kind === "one_time" ? [pkg.product] : [];
  });
  return { items, includedProducts };
}

/**
 * The real alternative an offer is compared with (docs/upsell.md, "Prices"): a downsell, the
 * price of the offer just declined; a bundle, the add-ons it includes bought one by one. Null for
 * other offers or when a price is missing in the currency.
 */
export function alternativePrice(offer: UpsellOffer, declined: UpsellOffer | undefined, packages: readonly PricePackage[], currency: CurrencyCode): number | null {
  const priceOf = (id: string) => {
    const pkg = packages.find((candidate) => candidate.id === id);
    return pkg?.kind === "one_time" ? (pkg.amounts[currency]?.price ?? null) : null;
  };
  const ids = offer.kind === "downsell" ? (declined?.packageIds ?? []) : offer.kind === "bundle" ? offer.includes : [];
  const prices = ids.map(priceOf);
  if (prices.length === 0 || prices.some((price) => price === null)) return null;
  return prices.reduce<number>((sum, price) => sum + (price ?? 0), 0);
}
