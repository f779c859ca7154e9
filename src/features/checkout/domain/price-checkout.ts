import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { IntroOffer, PricePackage } from "@/features/pricing/domain/package";
import { amountDueToday } from "@/features/pricing/domain/price-figures";
import type { CheckoutRequest } from "./checkout-request";

/**
 * The money check of a checkout (docs/billing.md, "What the client may send"): the package,
 * the currency and the amount due today all come from the stored package and from what this
 * visitor was offered; anything the client says otherwise is refused with a typed error.
 */
export type CheckoutOffer = {
  /** The packages this visitor's page offered (experiment instructions, final page). */
  packageIds: readonly string[];
  /** The one currency the page priced them in. */
  currency: CurrencyCode;
};

export type CheckoutPriceError =
  | "unknown_package"
  | "package_inactive"
  | "package_not_offered"
  | "currency_mismatch"
  | "currency_not_offered"
  | "price_mismatch";

export type CheckoutCharge = {
  packageId: string;
  kind: PricePackage["kind"];
  currency: CurrencyCode;
  /** What is charged now: the intro price, the regular price, the one-time price, or 0 for a free trial. */
  amountDueMinor: number;
  /** What a subscription renews at; null for a one-time package. */
  regularAmountMinor: number | null;
  intro: IntroOffer | null;
};

export type CheckoutPriceResult =
  { ok: true; charge: CheckoutCharge } | { ok: false; error: CheckoutPriceError };

export function priceCheckout(
  request: Pick<CheckoutRequest, "packageId" | "currency" | "shownAmountMinor">,
  stored: { pkg: PricePackage; active: boolean } | null,
  offer: CheckoutOffer,
): CheckoutPriceResult {
  if (!stored || stored.pkg.id !== request.packageId)
    return { ok: false, error: "unknown_package" };
  const { pkg } = stored;
  if (!stored.active) return { ok: false, error: "package_inactive" };
  if (!offer.packageIds.includes(pkg.id)) return { ok: false, error: "package_not_offered" };
  if (request.currency !== offer.currency) return { ok: false, error: "currency_mismatch" };
  const charge = chargeOf(pkg, offer.currency);
  if (!charge) return { ok: false, error: "currency_not_offered" };
  if (request.shownAmountMinor !== charge.amountDueMinor)
    return { ok: false, error: "price_mismatch" };
  return { ok: true, charge };
}

function chargeOf(pkg: PricePackage, currency: CurrencyCode): CheckoutCharge | null {
  if (!pkg.amounts[currency]) return null;
  const base = {
    packageId: pkg.id,
    kind: pkg.kind,
    currency,
    amountDueMinor: amountDueToday(pkg, currency),
  };
  if (pkg.kind === "one_time") return { ...base, regularAmountMinor: null, intro: null };
  return { ...base, regularAmountMinor: pkg.amounts[currency]?.regular ?? null, intro: pkg.intro };
}
