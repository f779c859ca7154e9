/**
 * The subscription state machine (docs/billing.md, "Subscription states"). A pure function:
 * the current state and one event in, the next state and the transition record out, or the
 * reason the event is not allowed now. Storage records every accepted transition.
 */
export const subscriptionStatuses = [
  /** Started at the provider, its first payment not through yet (a bank's check still open). */
  "incomplete",
  "trialing",
  "active",
  "past_due",
  "paused",
  "canceled",
  "expired",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const transitionActors = ["customer", "staff", "provider", "system"] as const;
export type TransitionActor = (typeof transitionActors)[number];

export type SubscriptionState = {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
};

export type SubscriptionEvent =
  | { type: "payment_succeeded"; periodStart: Date; periodEnd: Date }
  | { type: "payment_failed" }
  | { type: "retries_exhausted" }
  | { type: "cancel_requested"; atPeriodEnd: boolean }
  | { type: "cancel_withdrawn" }
  | { type: "period_ended" }
  | { type: "paused" }
  | { type: "resumed" }
  | { type: "refunded"; full: boolean }
  /** The next renewal moved later with nothing charged or refunded (a staff extension). */
  | { type: "period_extended"; periodEnd: Date };

export type SubscriptionEventType = SubscriptionEvent["type"];

export type SubscriptionTransition = {
  from: SubscriptionStatus;
  to: SubscriptionStatus;
  event: SubscriptionEventType;
  at: Date;
  actor: TransitionActor;
};

export type SubscriptionRejection =
  | "terminal_state"
  | "not_allowed"
  | "cancel_already_requested"
  | "cancel_not_requested"
  | "renews_by_payment"
  | "invalid_period";

export type SubscriptionTransitionResult =
  | { ok: true; state: SubscriptionState; transition: SubscriptionTransition }
  | {
      ok: false;
      reason: SubscriptionRejection;
      from: SubscriptionStatus;
      event: SubscriptionEventType;
    };

type Change = Partial<SubscriptionState> | SubscriptionRejection;

const terminal: ReadonlySet<SubscriptionStatus> = new Set(["canceled", "expired"]);
const running: ReadonlySet<SubscriptionStatus> = new Set(["trialing", "active"]);

export function isTerminalSubscriptionStatus(status: SubscriptionStatus): boolean {
  return terminal.has(status);
}

/** Applies one event at `at`, done by `actor`. */
export function transitionSubscription(
  state: SubscriptionState,
  event: SubscriptionEvent,
  context: { at: Date; actor: TransitionActor },
): SubscriptionTransitionResult {
  const change = terminal.has(state.status) ? "terminal_state" : decide(state, event);
  if (typeof change === "string")
    return { ok: false, reason: change, from: state.status, event: event.type };
  const next = { ...state, ...change };
  if (terminal.has(next.status)) next.cancelAtPeriodEnd = false;
  return {
    ok: true,
    state: next,
    transition: {
      from: state.status,
      to: next.status,
      event: event.type,
      at: context.at,
      actor: context.actor,
    },
  };
}

function decide(state: SubscriptionState, event: SubscriptionEvent): Change {
  const { status } = state;
  switch (event.type) {
    case "payment_succeeded":
      // Paused: a paid renewal means the pause ended; the provider's resume event may come later.
      if (event.periodEnd.getTime() <= event.periodStart.getTime()) return "invalid_period";
      return {
        status: "active",
        currentPeriodStart: event.periodStart,
        currentPeriodEnd: event.periodEnd,
      };
    case "payment_failed":
      // A first payment refused leaves nothing paid to fall behind on: the provider ends it.
      if (status === "incomplete") return {};
      return running.has(status) || status === "past_due" ? { status: "past_due" } : "not_allowed";
    case "retries_exhausted":
      return status === "past_due" ? { status: "canceled" } : "not_allowed";
    case "cancel_requested":
      // Incomplete, past due or paused, there is no paid period left to run out: the end is immediate.
      if (!event.atPeriodEnd || !running.has(status)) return { status: "canceled" };
      return state.cancelAtPeriodEnd ? "cancel_already_requested" : { cancelAtPeriodEnd: true };
    case "cancel_withdrawn":
      return state.cancelAtPeriodEnd ? { cancelAtPeriodEnd: false } : "cancel_not_requested";
    case "period_ended":
      if (!running.has(status)) return "not_allowed";
      return state.cancelAtPeriodEnd ? { status: "expired" } : "renews_by_payment";
    case "paused":
      return status === "active" ? { status: "paused" } : "not_allowed";
    case "resumed":
      return status === "paused" ? { status: "active" } : "not_allowed";
    case "refunded":
      if (status === "incomplete") return "not_allowed";
      return event.full ? { status: "canceled" } : {};
    case "period_extended":
      // Only a running period moves: past due is unpaid, a pause already moves the renewal.
      // The same end again (the provider's event arrived first) is accepted and moves nothing.
      if (!running.has(status)) return "not_allowed";
      if (event.periodEnd.getTime() < state.currentPeriodEnd.getTime()) return "invalid_period";
      return { currentPeriodEnd: event.periodEnd };
  }
}
