import "server-only";
import type { Instructions } from "@/features/experiments/domain/instruction-keys";
import type { CheckoutOffer } from "@/features/checkout/domain/price-checkout";
import { loadFinalPage, type LoadedFinalPage } from "@/features/final-page/server/load-final-page";
import { loadOfferAnchor } from "@/features/final-page/server/load-offer-anchor";
import type { Db } from "@/server/db/db-type";

export type VisitorOffer = {
  page: LoadedFinalPage;
  /** What checkout accepts for this visitor; null when the page has nothing to sell. */
  offer: CheckoutOffer | null;
};

/**
 * The one reading of "what this visitor is offered" (docs/checkout.md, "The offer"): the final
 * page, the checkout page and the checkout submission all call it with the same inputs — the
 * experiment instructions, the country and the visitor's quiz session (whose arrival at the
 * final page anchors a countdown) — so checkout accepts exactly the packages and the currency
 * the visitor's final page showed, and after a countdown that ends the offer, only the prices
 * offered after it. Reads only.
 */
export async function loadVisitorOffer(
  db: Db,
  input: { instructions: Instructions; country: string; sessionTokenHash: string | null; now?: number },
): Promise<VisitorOffer | null> {
  const page = await loadFinalPage(db, {
    instructions: input.instructions,
    country: input.country,
    offerAnchor: await loadOfferAnchor(db, input.sessionTokenHash),
    now: input.now ?? Date.now(),
  });
  if (!page) return null;
  const offer = page.offers
    ? { packageIds: page.offers.offers.map((o) => o.id), currency: page.offers.currency }
    : null;
  return { page, offer };
}
