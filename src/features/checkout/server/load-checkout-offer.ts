import "server-only";
import type { Instructions } from "@/features/experiments/domain/instruction-keys";
import type { CheckoutOffer } from "@/features/checkout/domain/price-checkout";
import { loadFinalPage, type LoadedFinalPage } from "@/features/final-page/server/load-final-page";
import type { Db } from "@/server/db/db-type";

export type VisitorOffer = {
  page: LoadedFinalPage;
  /** What checkout accepts for this visitor; null when the page has nothing to sell. */
  offer: CheckoutOffer | null;
};

/**
 * The one reading of "what this visitor is offered" (docs/checkout.md, "The offer"): the final
 * page, the checkout page and the checkout submission all call it with the same inputs — the
 * experiment instructions, the country and the `timer` cookie — so checkout accepts exactly the
 * packages and the currency the visitor's final page showed. Reads only.
 */
export async function loadVisitorOffer(
  db: Db,
  input: { instructions: Instructions; country: string; timerCookie: string | undefined; now?: number },
): Promise<VisitorOffer | null> {
  const page = await loadFinalPage(db, {
    instructions: input.instructions,
    country: input.country,
    ...(input.timerCookie !== undefined ? { timerCookie: input.timerCookie } : {}),
    now: input.now ?? Date.now(),
  });
  if (!page) return null;
  const offer = page.offers
    ? { packageIds: page.offers.offers.map((o) => o.id), currency: page.offers.currency }
    : null;
  return { page, offer };
}
