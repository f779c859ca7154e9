import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { PricePackage } from "@/features/pricing/domain/package";
import {
  readDesign,
  readFlag,
  readPackageId,
  readPackageList,
  type UpsellDesign,
} from "./upsell-instructions";

/** The demo add-ons offered when no `otp_upsell_packages` instruction says otherwise. */
export const defaultAddOnIds = [
  "pp_otp_recipe_book",
  "pp_otp_fasting_guide",
  "pp_otp_workout_plan",
] as const;

/** At most this many offers follow a checkout. */
export const maxUpsellOffers = 3;

/**
 * One page of the chain: `addons` lets the buyer pick any of several one-time packages,
 * `bundle` sells one package standing for several add-ons, `single` one package.
 */
export type UpsellOffer = {
  /** 1, 2, 3: the offer's place in the chain, part of its idempotency key. */
  step: number;
  kind: "addons" | "bundle" | "single";
  packageIds: string[];
  /** A bundle's add-ons (what it replaces); empty for other kinds. */
  includes: string[];
};

export type UpsellPlan = {
  design: UpsellDesign;
  /** Several add-ons bought on one page: one transaction each (true) or one for all (false). */
  splitOtp: boolean;
  offers: UpsellOffer[];
};

/** A bundle package and the add-ons it stands for (stored in `upsell_bundles`). */
export type UpsellBundle = { packageId: string; includes: readonly string[] };

export type PlanInput = {
  instructions: Readonly<Record<string, unknown>>;
  /** Stored, active packages (others are never offered). */
  packages: readonly PricePackage[];
  bundles: readonly UpsellBundle[];
  /** The currency the initial order was paid in: the only one upsells are sold in. */
  currency: CurrencyCode;
};

/**
 * Which offers follow a checkout, in which order (docs/upsell.md, "The chain"): the add-ons
 * page, the bundle, then the `upsell_package` packages one page each — only one-time packages
 * priced in the order's currency, each package at most once, at most three pages.
 */
export function planUpsellChain(input: PlanInput): UpsellPlan {
  const { instructions, currency } = input;
  const byId = new Map(input.packages.map((pkg) => [pkg.id as string, pkg]));
  const sellable = (id: string) => {
    const pkg = byId.get(id);
    return pkg?.kind === "one_time" && pkg.amounts[currency] !== undefined;
  };
  const used = new Set<string>();
  const offers: Omit<UpsellOffer, "step">[] = [];

  const bundle = bundleOffer(input, sellable);
  const addOnIds = readPackageList(instructions.otp_upsell_packages) ?? [...defaultAddOnIds];
  if (!readFlag(instructions.hide_otp)) {
    const replaced = new Set(bundle ? [bundle.packageId, ...bundle.includes] : []);
    const addOns = addOnIds.filter((id) => sellable(id) && !replaced.has(id));
    if (addOns.length > 0) offers.push({ kind: "addons", packageIds: addOns, includes: [] });
  }
  if (bundle)
    offers.push({ kind: "bundle", packageIds: [bundle.packageId], includes: [...bundle.includes] });
  for (const offer of offers) for (const id of [...offer.packageIds, ...offer.includes]) used.add(id);

  for (const id of readPackageList(instructions.upsell_package) ?? []) {
    if (!sellable(id) || used.has(id)) continue;
    used.add(id);
    offers.push({ kind: "single", packageIds: [id], includes: [] });
  }

  return {
    design: readDesign(instructions.upsell_page),
    splitOtp: readFlag(instructions.split_otp_transactions),
    offers: offers.slice(0, maxUpsellOffers).map((offer, index) => ({ ...offer, step: index + 1 })),
  };
}

/** The bundle named by `bundle_upsell_id`, when it is a stored bundle sellable in the currency. */
function bundleOffer(
  input: PlanInput,
  sellable: (id: string) => boolean,
): UpsellBundle | null {
  const id = readPackageId(input.instructions.bundle_upsell_id);
  if (!id || !sellable(id)) return null;
  const bundle = input.bundles.find((candidate) => candidate.packageId === id);
  if (!bundle) return null;
  return { packageId: id, includes: bundle.includes.filter((included) => included !== id) };
}
