/**
 * The steps of the cancel flow that are recorded, one row each (docs/subscription.md, "Cancel
 * flow"), and what came of them.
 */
export const cancelFlowSteps = [
  "reason_given",
  "offer_accepted",
  "offer_declined",
  "cancel_confirmed",
] as const;
export type CancelFlowStep = (typeof cancelFlowSteps)[number];

export const cancelFlowOutcomes = [
  "offer_shown",
  "no_offer",
  "paused",
  "discounted",
  "declined",
  "cancel_scheduled",
  "refused",
] as const;
export type CancelFlowOutcome = (typeof cancelFlowOutcomes)[number];

/** The provider-call key of one step of one flow: the same step twice never acts twice. */
export function stepKey(subscriptionId: string, flowId: string, step: CancelFlowStep): string {
  return `account:${subscriptionId}:${flowId}:${step}`;
}
