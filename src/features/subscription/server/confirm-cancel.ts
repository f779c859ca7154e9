import "server-only";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import { isTerminalSubscriptionStatus } from "@/features/billing/domain/subscription-states";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import { applySubscriptionEvent } from "@/features/billing/server/subscription-store";
import { stepKey } from "@/features/subscription/domain/cancel-flow-steps";
import { transientCodes, type AccountDeps } from "./account-deps";
import { sendAccountEmail } from "./account-emails";
import { loadFlowSubscription } from "./load-flow-subscription";
import { offerOfStep } from "./offer-of-step";
import { findFlowStep, recordFlowStep } from "./record-flow-step";

export type CancelResult =
  | { ok: true; endsAt: Date }
  | { ok: false; code: "no_flow" | "nothing_to_cancel" | PaymentErrorCode };

/**
 * The last step (docs/subscription.md, "Cancel at period end"): a running subscription is set
 * to end with the period already paid for, so access stays until then and nothing more is
 * charged; one past due or paused has no paid period left and ends now (its retries stop).
 * The provider is asked first under the step's key, then our state moves and the step is
 * recorded; the confirmation e-mail goes out once per subscription.
 */
export async function confirmCancel(
  deps: AccountDeps,
  input: { userUuid: string; flowId: string; email: string; locale: string },
): Promise<CancelResult> {
  const { db } = deps;
  const flow = await loadFlowSubscription(db, input.userUuid, input.flowId);
  if (!flow) return { ok: false, code: "no_flow" };
  const { subscription, reasonStep } = flow;
  const done = await findFlowStep(db, input.flowId, "cancel_confirmed");
  if (done?.outcome === "cancel_scheduled")
    return { ok: true, endsAt: subscription.endedAt ?? subscription.currentPeriodEnd };
  if (isTerminalSubscriptionStatus(subscription.status))
    return { ok: false, code: "nothing_to_cancel" };
  const running = subscription.status === "active" || subscription.status === "trialing";
  const when = running ? "period_end" : "now";
  const key = stepKey(subscription.id, input.flowId, "cancel_confirmed");
  const record = (outcome: "cancel_scheduled" | "refused", detail: Record<string, unknown>) =>
    recordFlowStep(db, {
      subscriptionId: subscription.id,
      userUuid: input.userUuid,
      flowId: input.flowId,
      step: "cancel_confirmed",
      reason: reasonStep.reason,
      offer: { ...offerOfStep(reasonStep), ...detail },
      outcome,
      at: deps.now(),
    });
  if (!subscription.cancelAtPeriodEnd) {
    const port = deps.paymentPort(subscription.provider);
    if (!port) return { ok: false, code: "provider_unavailable" };
    const answer = await port.cancelSubscription({
      idempotencyKey: key,
      subscriptionId: subscription.providerSubscriptionId,
      when,
    });
    if (!answer.ok) {
      if (!transientCodes.has(answer.code)) await record("refused", { code: answer.code });
      return { ok: false, code: answer.code };
    }
  }
  const at = deps.now();
  await applySubscriptionEvent(
    db,
    subscription.id,
    { type: "cancel_requested", atPeriodEnd: when === "period_end" },
    { at, actor: "customer", cause: key },
  );
  const endsAt = when === "period_end" ? subscription.currentPeriodEnd : at;
  await record("cancel_scheduled", { when });
  const stored = await loadPricePackage(db, subscription.packageId);
  if (stored?.pkg.kind === "subscription")
    await sendAccountEmail(
      deps,
      { email: input.email, locale: input.locale, product: stored.pkg.product },
      { kind: "cancel-confirmation", accessUntil: endsAt },
      `cancel:${subscription.id}`,
    );
  return { ok: true, endsAt };
}
