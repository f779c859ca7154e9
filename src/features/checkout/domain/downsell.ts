import type { PackageOffer, PackageOffers } from "@/features/final-page/domain/package-offers";

/** Refusals where a smaller amount may go through: the bank turned the card or the sum down. */
const downsellRefusals: ReadonlySet<string> = new Set(["card_declined", "insufficient_funds"]);

/**
 * The cheaper package the checkout may offer after a declined card (docs/checkout.md, "Downsell
 * after a decline"): the final page's configured downsell, only when it is one of the packages
 * this visitor is offered (so the checkout accepts it) and costs less today than the chosen one,
 * in the same currency. Null otherwise.
 */
export function downsellOffer(offers: PackageOffers, chosenId: string, downsellId: string | undefined): PackageOffer | null {
  if (!downsellId || downsellId === chosenId) return null;
  const chosen = offers.offers.find((offer) => offer.id === chosenId);
  const downsell = offers.offers.find((offer) => offer.id === downsellId);
  if (!chosen || !downsell) return null;
  return downsell.dueToday < chosen.dueToday ? downsell : null;
}

/** Whether a refusal is one after which the downsell is offered (not a typo in the CVC). */
export function offersDownsellAfter(code: string): boolean {
  return downsellRefusals.has(code);
}
