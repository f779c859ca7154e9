import "server-only";
import type Stripe from "stripe";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { PricePackage } from "@/features/pricing/domain/package";
import { ensureProduct } from "./stripe-products";

/** Which amount of a package a Stripe price carries. */
export type PackagePriceKind = "regular" | "intro" | "price";

export type StripePackagePrice = { currency: CurrencyCode; kind: PackagePriceKind; priceId: string; amountMinor: number };

type PriceItem = { currency: CurrencyCode; kind: PackagePriceKind; amountMinor: number };

/** The prices one package version needs, by currency code: its regular (and intro) amount, an add-on's price. */
export function packagePriceList(pkg: PricePackage): PriceItem[] {
  const items: PriceItem[] = [];
  const byCode = Object.entries(pkg.amounts).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [currency, amounts] of byCode) {
    const code = currency as CurrencyCode;
    if (!amounts) continue;
    if ("price" in amounts) {
      items.push({ currency: code, kind: "price", amountMinor: amounts.price });
      continue;
    }
    items.push({ currency: code, kind: "regular", amountMinor: amounts.regular });
    if (amounts.intro !== undefined) items.push({ currency: code, kind: "intro", amountMinor: amounts.intro });
  }
  return items;
}

/**
 * Makes the Stripe product of a package (its id is the package id) and one Stripe price per
 * amount of this version (docs/package-admin.md, "Stripe"): recurring with the package's period
 * for a subscription, one-off for an add-on; amounts in minor units, unchanged, as at checkout.
 * Every call has an idempotency key of the package, its version and the currency, so a run
 * again (the job is delivered at least once) makes nothing twice.
 */
export async function createPackagePrices(
  stripe: Stripe,
  input: { pkg: PricePackage; name: string; version: number },
): Promise<{ productId: string; prices: StripePackagePrice[] }> {
  const { pkg, name, version } = input;
  const productId = await ensureProduct(stripe, pkg.id, name);
  const prices: StripePackagePrice[] = [];
  for (const item of packagePriceList(pkg)) {
    const price = await stripe.prices.create(
      {
        product: productId,
        currency: item.currency.toLowerCase(),
        unit_amount: item.amountMinor,
        nickname: `${name} v${version} ${item.kind}`,
        ...(pkg.kind === "subscription" && { recurring: { interval: pkg.period.unit, interval_count: pkg.period.count } }),
        metadata: { packageId: pkg.id, version: String(version), amountKind: item.kind },
      },
      { idempotencyKey: `package-price:${pkg.id}:v${version}:${item.currency}:${item.kind}` },
    );
    prices.push({ ...item, priceId: price.id });
  }
  return { productId, prices };
}
