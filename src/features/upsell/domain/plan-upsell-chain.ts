import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { PricePackage } from "@/features/pricing/domain/package";
import type { FunnelUpsellChain } from "./funnel-upsell-chain";
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

/** At most this many offers follow a checkout (downsells not counted). */
export const maxUpsellOffers = 3;

export const upsellOfferKinds = ["addons", "bundle", "single", "downsell"] as const;
export type UpsellOfferKind = (typeof upsellOfferKinds)[number];

/**
 * One page of the chain: `addons` lets the buyer pick any of several one-time packages,
 * `bundle` sells one package standing for several add-ons, `single` one package, `downsell`
 * a cheaper package shown only after "No thanks" on the offer it follows.
 */
export type UpsellOffer = {
  /** 1, 2, 3…: the offer's place in the chain, part of its idempotency key. */
  step: number;
  kind: UpsellOfferKind;
  packageIds: string[];
  /** A bundle's add-ons (what it replaces); empty for other kinds. */
  includes: string[];
  /** A downsell's offer: the step whose "No thanks" opens it. */
  after?: number;
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
  /** The chain the buyer's funnel sets (docs/upsell.md, "The funnel's chain"), if any. */
  funnelChain?: FunnelUpsellChain | null;
};

type PlannedOffer = Omit<UpsellOffer, "step" | "after"> & { downsellOf?: number };

/**
 * Which offers follow a checkout (docs/upsell.md, "The chain"): the funnel's offers one page
 * each (each with its downsell) or, when the funnel sets none or `otp_upsell_packages` names
 * add-ons, the add-ons page; then the bundle, then the `upsell_package` packages one page each
 * — only one-time packages priced in the order's currency, each package at most once, at most
 * three offers besides downsells.
 */
export function planUpsellChain(input: PlanInput): UpsellPlan {
  const { instructions, currency } = input;
  const byId = new Map(input.packages.map((pkg) => [pkg.id as string, pkg]));
  const priceOf = (id: string) => {
    const pkg = byId.get(id);
    return pkg?.kind === "one_time" ? pkg.amounts[currency]?.price : undefined;
  };
  const sellable = (id: string) => priceOf(id) !== undefined;
  const used = new Set<string>();
  const offers: PlannedOffer[] = [];

  const bundle = bundleOffer(input, sellable);
  const replaced = new Set(bundle ? [bundle.packageId, ...bundle.includes] : []);
  const addOnList = readPackageList(instructions.otp_upsell_packages);
  if (!readFlag(instructions.hide_otp)) {
    if (addOnList === null && input.funnelChain) {
      for (const entry of input.funnelChain.offers) {
        const id = entry.packageId;
        if (!sellable(id) || replaced.has(id) || used.has(id)) continue;
        used.add(id);
        offers.push({ kind: "single", packageIds: [id], includes: [] });
        const down = entry.downsellPackageId;
        if (down && sellable(down) && !used.has(down) && !replaced.has(down) && priceOf(down)! < priceOf(id)!) {
          used.add(down);
          offers.push({ kind: "downsell", packageIds: [down], includes: [], downsellOf: offers.length - 1 });
        }
      }
    } else {
      const addOns = (addOnList ?? [...defaultAddOnIds]).filter((id) => sellable(id) && !replaced.has(id));
      if (addOns.length > 0) offers.push({ kind: "addons", packageIds: addOns, includes: [] });
    }
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
    offers: numberOffers(offers),
  };
}

/** Keeps the first three offers (with their downsells) and numbers them 1, 2, 3… in order. */
function numberOffers(planned: readonly PlannedOffer[]): UpsellOffer[] {
  const kept: PlannedOffer[] = [];
  const stepOf = new Map<number, number>();
  let primaries = 0;
  planned.forEach((offer, index) => {
    if (offer.downsellOf === undefined) {
      if (primaries === maxUpsellOffers) return;
      primaries += 1;
    } else if (!stepOf.has(offer.downsellOf)) return;
    kept.push(offer);
    stepOf.set(index, kept.length);
  });
  return kept.map(({ downsellOf, ...offer }, index) => ({
    ...offer,
    step: index + 1,
    ...(downsellOf === undefined ? {} : { after: stepOf.get(downsellOf)! }),
  }));
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
