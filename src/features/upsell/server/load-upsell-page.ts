import "server-only";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { OneTimeProduct } from "@/features/pricing/domain/package";
import { loadSoldPrices } from "@/features/pricing/server/load-sold-prices";
import { alternativePrice, offerItems, type OfferItem } from "@/features/upsell/domain/offer-items";
import { honestStruckPrice } from "@/features/upsell/domain/struck-price";
import type { UpsellOffer, UpsellPlan } from "@/features/upsell/domain/plan-upsell-chain";
import { offerNumber, upsellPosition } from "@/features/upsell/domain/upsell-progress";
import type { PricePackage } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import {
  ensureUpsellChain,
  findPaidInitialOrder,
  loadActivePackages,
  markStepShown,
  readStepRecords,
} from "./upsell-chain-store";

export type UpsellPageData =
  | {
      kind: "offer";
      design: UpsellPlan["design"];
      offer: UpsellOffer;
      /** "Offer 1 of 3": this offer's number (a downsell shares its offer's) and how many there are. */
      number: number;
      total: number;
      /** The plan just paid for, named above the first offer ("Payment successful"). */
      paid: { pkg: PricePackage | null; amountMinor: number } | null;
      currency: CurrencyCode;
      items: OfferItem[];
      includedProducts: OneTimeProduct[];
      /** The refusal of the offer answered just before, shown above this one. */
      previousFailure: string | null;
    }
  /** The chain is over, but its last charge was refused: say so before the thank-you page. */
  | { kind: "failed_last"; previousFailure: string };

/**
 * What the upsell page shows now (docs/upsell.md, "The page"): the first offer of the buyer's
 * chain not yet answered, noted as shown. Null — the route sends the buyer to the thank-you
 * page — without a paid initial order of the pass's buyer, or when no offer is left (offers
 * whose packages were all switched off meanwhile are passed over).
 */
export async function loadUpsellPage(
  db: Db,
  input: {
    purchase: { orderId: string; userUuid: string; quizName?: string | null } | null;
    instructions: Readonly<Record<string, unknown>>;
  },
  now: () => Date,
): Promise<UpsellPageData | null> {
  if (!input.purchase) return null;
  const order = await findPaidInitialOrder(db, input.purchase);
  if (!order) return null;
  const chain = await ensureUpsellChain(db, order, input.instructions, input.purchase.quizName);
  if (!chain) return null;
  const packages = await loadActivePackages(db);
  // An offer whose packages were all switched off since the chain was decided is passed over.
  const plan = {
    ...chain.plan,
    offers: chain.plan.offers.filter(
      (offer) => offerItems(offer, packages, chain.currency).items.length > 0,
    ),
  };
  const position = upsellPosition(plan, await readStepRecords(db, order.id));
  if (!position.offer)
    return position.previousFailure
      ? { kind: "failed_last", previousFailure: position.previousFailure }
      : null;
  const declined = plan.offers.find((offer) => offer.step === position.offer?.after);
  const struck = honestStruckPrice({
    sales: await loadSoldPrices(db, position.offer.packageIds, now().getTime()),
    currency: chain.currency,
    now: now().getTime(),
    alternativeMinor: alternativePrice(position.offer, declined, packages, chain.currency),
  });
  const { items, includedProducts } = offerItems(position.offer, packages, chain.currency, struck);
  await markStepShown(db, order.id, position.offer.step, now());
  const { number, total } = offerNumber(chain.plan, position.offer);
  const first = number === 1 && position.offer.after === undefined;
  return {
    kind: "offer",
    design: chain.plan.design,
    offer: position.offer,
    number,
    total,
    paid: first
      ? { pkg: packages.find((pkg) => pkg.id === order.packageId) ?? null, amountMinor: order.amountMinor }
      : null,
    currency: chain.currency,
    items,
    includedProducts,
    previousFailure: position.previousFailure,
  };
}
