import type { PaymentErrorCode } from "./payment-errors";

/**
 * The order state machine (docs/billing.md, "Orders and payments"): pending → paid →
 * partially_refunded / refunded, pending → failed, and failed → paid when money arrives after
 * all (a later attempt, or a provider event that outran our own write).
 */
export const orderStatuses = [
  "pending",
  "paid",
  "failed",
  "partially_refunded",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderKinds = ["initial", "upsell", "renewal"] as const;
export type OrderKind = (typeof orderKinds)[number];

export type OrderState = {
  status: OrderStatus;
  amountMinor: number;
  currency: string;
  refundedMinor: number;
  /** The provider payment that paid the order. */
  paymentId: string | null;
};

export type OrderPaymentEvent =
  | { type: "payment_succeeded"; paymentId: string; amountMinor: number; currency: string }
  | { type: "payment_failed"; paymentId: string | null; code: PaymentErrorCode };
export type OrderRefundEvent = { type: "refunded"; amountMinor: number };
export type OrderEvent = OrderPaymentEvent | OrderRefundEvent;

/** Why a payment does not move the order. */
export type OrderPaymentRejection =
  /** This very payment was already applied: a repeated delivery, nothing to do. */
  | "already_paid"
  /** A second, different payment for a paid order: it must be refunded. */
  | "paid_twice"
  | "amount_mismatch"
  | "currency_mismatch";

/** Why a refund does not move the order. */
export type OrderRefundRejection = "not_paid" | "invalid_amount" | "refund_exceeds_paid";

export type OrderRejection = OrderPaymentRejection | OrderRefundRejection;

export type OrderTransition = {
  from: OrderStatus;
  to: OrderStatus;
  event: OrderEvent["type"];
  at: Date;
};

export type OrderTransitionResult<Reason extends OrderRejection = OrderRejection> =
  | { ok: true; state: OrderState; transition: OrderTransition }
  | { ok: false; reason: Reason; from: OrderStatus; event: OrderEvent["type"] };

const settled: ReadonlySet<OrderStatus> = new Set(["paid", "partially_refunded", "refunded"]);

export function transitionOrder(
  state: OrderState,
  event: OrderPaymentEvent,
  at: Date,
): OrderTransitionResult<OrderPaymentRejection>;
export function transitionOrder(
  state: OrderState,
  event: OrderRefundEvent,
  at: Date,
): OrderTransitionResult<OrderRefundRejection>;
export function transitionOrder(
  state: OrderState,
  event: OrderEvent,
  at: Date,
): OrderTransitionResult;
export function transitionOrder(
  state: OrderState,
  event: OrderEvent,
  at: Date,
): OrderTransitionResult {
  const change = decide(state, event);
  if (typeof change === "string")
    return { ok: false, reason: change, from: state.status, event: event.type };
  const next = { ...state, ...change };
  return {
    ok: true,
    state: next,
    transition: { from: state.status, to: next.status, event: event.type, at },
  };
}

function decide(state: OrderState, event: OrderEvent): Partial<OrderState> | OrderRejection {
  switch (event.type) {
    case "payment_succeeded":
      if (settled.has(state.status))
        return event.paymentId === state.paymentId ? "already_paid" : "paid_twice";
      if (event.currency !== state.currency) return "currency_mismatch";
      if (event.amountMinor !== state.amountMinor) return "amount_mismatch";
      return { status: "paid", paymentId: event.paymentId };
    case "payment_failed":
      return settled.has(state.status) ? "already_paid" : { status: "failed" };
    case "refunded": {
      if (!settled.has(state.status)) return "not_paid";
      if (!Number.isSafeInteger(event.amountMinor) || event.amountMinor <= 0)
        return "invalid_amount";
      const refundedMinor = state.refundedMinor + event.amountMinor;
      if (refundedMinor > state.amountMinor) return "refund_exceeds_paid";
      return {
        refundedMinor,
        status: refundedMinor === state.amountMinor ? "refunded" : "partially_refunded",
      };
    }
  }
}
