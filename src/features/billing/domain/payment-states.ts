import type { PaymentErrorCode } from "./payment-errors";
import type { ProviderPaymentStatus } from "./payment-provider";

/**
 * One payment attempt against an order (docs/billing.md, "Orders and payments"). An attempt
 * ends succeeded or failed and never changes after; trying again is a new attempt.
 */
export const paymentStatuses = [
  "pending",
  "requires_action",
  "processing",
  "succeeded",
  "failed",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export type PaymentState = { status: PaymentStatus; failureCode: PaymentErrorCode | null };

export type PaymentEvent =
  | { type: "action_required" }
  | { type: "processing" }
  | { type: "succeeded" }
  | { type: "failed"; code: PaymentErrorCode };

export type PaymentRejection = "already_final" | "not_allowed";

export type PaymentTransitionResult =
  | {
      ok: true;
      state: PaymentState;
      transition: { from: PaymentStatus; to: PaymentStatus; event: PaymentEvent["type"]; at: Date };
    }
  | { ok: false; reason: PaymentRejection; from: PaymentStatus; event: PaymentEvent["type"] };

const order: Record<PaymentStatus, number> = {
  pending: 0,
  requires_action: 1,
  processing: 2,
  succeeded: 3,
  failed: 3,
};
const target: Record<PaymentEvent["type"], PaymentStatus> = {
  action_required: "requires_action",
  processing: "processing",
  succeeded: "succeeded",
  failed: "failed",
};

export function transitionPayment(
  state: PaymentState,
  event: PaymentEvent,
  at: Date,
): PaymentTransitionResult {
  const to = target[event.type];
  if (order[state.status] === 3)
    return { ok: false, reason: "already_final", from: state.status, event: event.type };
  // Only forward: an attempt being processed never asks for the customer's action again.
  if (order[to] <= order[state.status])
    return { ok: false, reason: "not_allowed", from: state.status, event: event.type };
  const failureCode = event.type === "failed" ? event.code : null;
  return {
    ok: true,
    state: { status: to, failureCode },
    transition: { from: state.status, to, event: event.type, at },
  };
}

/** The event a provider's answer about a payment stands for. */
export function paymentEventFromProvider(
  status: ProviderPaymentStatus,
  failureCode?: PaymentErrorCode,
): PaymentEvent {
  switch (status) {
    case "succeeded":
      return { type: "succeeded" };
    case "requires_action":
      return { type: "action_required" };
    case "processing":
      return { type: "processing" };
    case "failed":
      return { type: "failed", code: failureCode ?? "processing_error" };
  }
}
