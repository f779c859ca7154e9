import "server-only";
import type { AccountDeps } from "./account-deps";
import { loadFlowSubscription } from "./load-flow-subscription";
import { offerOfStep } from "./offer-of-step";
import { recordFlowStep } from "./record-flow-step";

/** The person turned the offer down and goes on to the confirmation; recorded once per flow. */
export async function declineOffer(
  deps: AccountDeps,
  input: { userUuid: string; flowId: string },
): Promise<{ ok: true } | { ok: false; code: "no_flow" }> {
  const flow = await loadFlowSubscription(deps.db, input.userUuid, input.flowId);
  if (!flow) return { ok: false, code: "no_flow" };
  await recordFlowStep(deps.db, {
    subscriptionId: flow.subscription.id,
    userUuid: input.userUuid,
    flowId: input.flowId,
    step: "offer_declined",
    reason: flow.reasonStep.reason,
    offer: offerOfStep(flow.reasonStep),
    outcome: "declined",
    at: deps.now(),
  });
  return { ok: true };
}
