import type { UpsellOffer, UpsellPlan } from "./plan-upsell-chain";

/**
 * Where a buyer stands in the chain (docs/upsell.md, "Progress"). Each offer step has at most
 * one record: `shown` when its page was rendered, `accepting` while its charge runs (or after a
 * charge the provider could not decide), then `accepted`, `declined` or `failed` (the charge was
 * refused; the buyer moves on without buying).
 */
export const upsellStepStatuses = ["shown", "accepting", "accepted", "declined", "failed"] as const;
export type UpsellStepStatus = (typeof upsellStepStatuses)[number];

export type UpsellStepRecord = {
  step: number;
  status: UpsellStepStatus;
  failureCode: string | null;
};

const answered: ReadonlySet<UpsellStepStatus> = new Set(["accepted", "declined", "failed"]);

export function isAnswered(status: UpsellStepStatus): boolean {
  return answered.has(status);
}

export type UpsellPosition = {
  /** The offer to show now, or null when the chain is over. */
  offer: UpsellOffer | null;
  /** The refusal of the offer answered just before (shown above the next page), if it failed. */
  previousFailure: string | null;
};

/**
 * Whether an offer may be shown or answered given the answers so far: every offer but a
 * downsell; a downsell only once its offer was declined ("No thanks"), never after it was
 * bought or its charge refused.
 */
export function isOfferOpen(offer: UpsellOffer, records: readonly UpsellStepRecord[]): boolean {
  if (offer.after === undefined) return true;
  return records.some((record) => record.step === offer.after && record.status === "declined");
}

/**
 * The first offer not yet answered (a downsell counts only after "No thanks" on its offer),
 * and whether the last offer answered before it was refused.
 */
export function upsellPosition(
  plan: UpsellPlan,
  records: readonly UpsellStepRecord[],
): UpsellPosition {
  const byStep = new Map(records.map((record) => [record.step, record]));
  const index = plan.offers.findIndex((offer) => {
    const record = byStep.get(offer.step);
    return (!record || !isAnswered(record.status)) && isOfferOpen(offer, records);
  });
  const offer = index >= 0 ? (plan.offers[index] ?? null) : null;
  const before = (index >= 0 ? plan.offers.slice(0, index) : plan.offers)
    .map((candidate) => byStep.get(candidate.step))
    .filter((record) => record !== undefined && isAnswered(record.status))
    .at(-1);
  return {
    offer,
    previousFailure: before?.status === "failed" ? (before.failureCode ?? "processing_error") : null,
  };
}

/**
 * "Offer 2 of 3": an offer's number among the chain's offers, a downsell taking the number of
 * the offer it follows; the total counts offers, not downsells.
 */
export function offerNumber(plan: UpsellPlan, offer: UpsellOffer): { number: number; total: number } {
  const primaries = plan.offers.filter((candidate) => candidate.after === undefined);
  const anchor = offer.after ?? offer.step;
  return {
    number: primaries.filter((candidate) => candidate.step <= anchor).length,
    total: primaries.length,
  };
}

/**
 * The transactions of an accepted offer: with split transactions (or a single package) one
 * per package, else one for the whole selection. Keys derive from the initial order and the
 * step, so a reload or a double click reuses them and the provider charges once.
 */
export function upsellCharges(input: {
  initialOrderId: string;
  step: number;
  splitOtp: boolean;
  packageIds: readonly string[];
}): { idempotencyKey: string; packageIds: string[] }[] {
  const base = `upsell:${input.initialOrderId}:${input.step}`;
  if (input.packageIds.length > 1 && !input.splitOtp)
    return [{ idempotencyKey: base, packageIds: [...input.packageIds] }];
  return input.packageIds.map((id) => ({ idempotencyKey: `${base}:${id}`, packageIds: [id] }));
}
