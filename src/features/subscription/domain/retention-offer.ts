import type { SubscriptionStatus } from "@/features/billing/domain/subscription-states";
import type { CancelReason } from "./cancel-reasons";

/** The months a pause may last; the person picks one. */
export const pauseMonthChoices = [1, 2, 3] as const;
export type PauseMonths = (typeof pauseMonthChoices)[number];

export type RetentionOffer =
  | { kind: "pause"; defaultMonths: PauseMonths }
  | { kind: "discount"; percentOff: number; renewals: number }
  | { kind: "none" };

/** The one discount we offer: half price for the next two renewals. */
export const retentionDiscount = { kind: "discount", percentOff: 50, renewals: 2 } as const;

/**
 * Which offer each reason gets first (docs/subscription.md, "Offers"). A pause where the
 * subscription cannot be paused falls back to the discount.
 */
export const offerByReason: Record<CancelReason, RetentionOffer> = {
  too_expensive: retentionDiscount,
  not_using: { kind: "pause", defaultMonths: 1 },
  reached_goal: { kind: "pause", defaultMonths: 2 },
  disliked_meals: retentionDiscount,
  technical_problems: { kind: "pause", defaultMonths: 1 },
  other: retentionDiscount,
};

export type OfferContext = {
  reason: CancelReason;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  /** Offers this subscription accepted before: one retention offer per subscription. */
  acceptedOffers: number;
};

/**
 * The offer shown after a reason: none once an offer was accepted before, and none when there is
 * nothing left to keep (past due, paused, ended, or already set to cancel); only an active
 * subscription can be paused, so a trial gets the discount instead.
 */
export function retentionOfferFor(context: OfferContext): RetentionOffer {
  const { status } = context;
  if (context.acceptedOffers > 0 || context.cancelAtPeriodEnd) return { kind: "none" };
  if (status !== "active" && status !== "trialing") return { kind: "none" };
  const offer = offerByReason[context.reason];
  if (offer.kind === "pause" && status !== "active") return retentionDiscount;
  return offer;
}
