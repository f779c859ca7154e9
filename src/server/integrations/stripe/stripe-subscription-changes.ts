import "server-only";
import type Stripe from "stripe";
import type {
  CancelSubscriptionInput,
  PauseSubscriptionInput,
} from "@/features/billing/domain/payment-provider";
import { callStripe } from "./stripe-call";
import { idOf, subscriptionOf } from "./stripe-objects";

/**
 * Cancels now, or at the end of the period already paid for. A subscription still run by its
 * intro schedule is released from the schedule first (Stripe refuses to change a scheduled
 * subscription's end otherwise); since it ends with this period, the regular phase the schedule
 * would have started never comes. Cancelling a subscription Stripe already ended answers it as
 * it is.
 */
export function cancelSubscription(stripe: Stripe, input: CancelSubscriptionInput) {
  return callStripe(`subscriptions.cancel_${input.when}`, async () => {
    const current = await stripe.subscriptions.retrieve(input.subscriptionId);
    if (current.status === "canceled" || current.status === "incomplete_expired")
      return { subscription: subscriptionOf(current) };
    if (input.when === "now") {
      const canceled = await stripe.subscriptions.cancel(
        input.subscriptionId,
        {},
        { idempotencyKey: input.idempotencyKey },
      );
      return { subscription: subscriptionOf(canceled) };
    }
    const scheduleId = idOf(current.schedule);
    if (scheduleId)
      await stripe.subscriptionSchedules.release(
        scheduleId,
        {},
        { idempotencyKey: `${input.idempotencyKey}:release` },
      );
    const updated = await stripe.subscriptions.update(
      input.subscriptionId,
      { cancel_at_period_end: true },
      { idempotencyKey: input.idempotencyKey },
    );
    return { subscription: subscriptionOf(updated) };
  });
}

/**
 * Pauses collection: invoices made while paused are voided, so nothing is charged, until
 * `resumesAt` or until resumed.
 */
export function pauseSubscription(stripe: Stripe, input: PauseSubscriptionInput) {
  return callStripe("subscriptions.pause", async () => {
    const updated = await stripe.subscriptions.update(
      input.subscriptionId,
      {
        pause_collection: {
          behavior: "void",
          ...(input.resumesAt && { resumes_at: Math.floor(input.resumesAt.getTime() / 1000) }),
        },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { subscription: subscriptionOf(updated) };
  });
}

export function resumeSubscription(
  stripe: Stripe,
  input: { idempotencyKey: string; subscriptionId: string },
) {
  return callStripe("subscriptions.resume", async () => {
    const updated = await stripe.subscriptions.update(
      input.subscriptionId,
      { pause_collection: "" },
      { idempotencyKey: input.idempotencyKey },
    );
    return { subscription: subscriptionOf(updated) };
  });
}
