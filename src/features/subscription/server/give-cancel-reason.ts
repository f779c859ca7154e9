import "server-only";
import { isTerminalSubscriptionStatus } from "@/features/billing/domain/subscription-states";
import type { CancelReason } from "@/features/subscription/domain/cancel-reasons";
import {
  retentionOfferFor,
  type RetentionOffer,
} from "@/features/subscription/domain/retention-offer";
import type { AccountDeps } from "./account-deps";
import { findAccountSubscription, findRetentionOffer } from "./account-subscription";
import { offerOfStep } from "./offer-of-step";
import { findFlowStep, recordFlowStep } from "./record-flow-step";

export type ReasonResult =
  | { ok: true; offer: RetentionOffer }
  | { ok: false; code: "no_subscription" | "nothing_to_cancel" | "flow_conflict" };

/**
 * The first step of the cancel flow: the reason is recorded with the offer it gets
 * (docs/subscription.md, "Offers"). The offer is decided here, never by the page; the same
 * flow answering again gets the offer it was shown.
 */
export async function giveCancelReason(
  deps: AccountDeps,
  input: { userUuid: string; flowId: string; reason: CancelReason; reasonText: string | null },
): Promise<ReasonResult> {
  const { db } = deps;
  const stored = await findFlowStep(db, input.flowId, "reason_given");
  if (stored)
    return stored.userUuid === input.userUuid
      ? { ok: true, offer: offerOfStep(stored) }
      : { ok: false, code: "flow_conflict" };
  const subscription = await findAccountSubscription(db, input.userUuid);
  if (!subscription) return { ok: false, code: "no_subscription" };
  if (isTerminalSubscriptionStatus(subscription.status) || subscription.cancelAtPeriodEnd)
    return { ok: false, code: "nothing_to_cancel" };
  const accepted = await findRetentionOffer(db, subscription.id);
  const offer = retentionOfferFor({
    reason: input.reason,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    acceptedOffers: accepted ? 1 : 0,
  });
  const row = await recordFlowStep(db, {
    subscriptionId: subscription.id,
    userUuid: input.userUuid,
    flowId: input.flowId,
    step: "reason_given",
    reason: input.reason,
    reasonText: input.reason === "other" ? input.reasonText : null,
    offer,
    outcome: offer.kind === "none" ? "no_offer" : "offer_shown",
    at: deps.now(),
  });
  if (row.userUuid !== input.userUuid) return { ok: false, code: "flow_conflict" };
  return { ok: true, offer: offerOfStep(row) };
}
