/**
 * How the stand-in's test payment methods behave, after Stripe's own test methods: the method id
 * says what the "bank" answers.
 */
export type Attempt =
  | { kind: "succeeded" }
  | { kind: "requires_action" }
  | { kind: "declined"; code: string; declineCode?: string };

const behaviours: Record<string, Attempt> = {
  pm_card_visa: { kind: "succeeded" },
  pm_card_jcb: { kind: "succeeded" },
  pm_card_chargeDeclined: {
    kind: "declined",
    code: "card_declined",
    declineCode: "generic_decline",
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    kind: "declined",
    code: "card_declined",
    declineCode: "insufficient_funds",
  },
  pm_card_chargeDeclinedExpiredCard: { kind: "declined", code: "expired_card" },
  pm_card_authenticationRequired: { kind: "requires_action" },
};

/** On-session a bank's check is an action for the buyer; off-session it is a refusal. */
export function attemptWith(paymentMethod: string, offSession: boolean): Attempt {
  const behaviour = behaviours[paymentMethod] ?? { kind: "succeeded" };
  if (behaviour.kind === "requires_action" && offSession)
    return {
      kind: "declined",
      code: "authentication_required",
      declineCode: "authentication_required",
    };
  return behaviour;
}

export function cardError(attempt: Extract<Attempt, { kind: "declined" }>, intent?: object) {
  return {
    status: 402,
    body: {
      error: {
        type: "card_error",
        code: attempt.code,
        ...(attempt.declineCode && { decline_code: attempt.declineCode }),
        message: "Your card was declined.",
        ...(intent && { payment_intent: intent }),
      },
    },
  };
}

export function lastPaymentError(attempt: Attempt) {
  if (attempt.kind !== "declined") return null;
  return {
    type: "card_error",
    code: attempt.code,
    ...(attempt.declineCode && { decline_code: attempt.declineCode }),
    message: "Your card was declined.",
  };
}

export function intentStatusOf(attempt: Attempt): string {
  if (attempt.kind === "succeeded") return "succeeded";
  if (attempt.kind === "requires_action") return "requires_action";
  return "requires_payment_method";
}
