/**
 * The sandbox processor's test cards (docs/billing.md, "The sandbox provider"): what a card
 * does is decided by its number alone. Any other number that passes the checks succeeds.
 */
export const cardBehaviours = [
  "succeeds",
  "declined",
  "insufficient_funds",
  "expired_card",
  "requires_authentication",
  "fails_off_session",
] as const;

export type CardBehaviour = (typeof cardBehaviours)[number];

export const testCardNumbers: Readonly<Record<string, CardBehaviour>> = {
  "4242424242424242": "succeeds",
  "4000000000000002": "declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000003220": "requires_authentication",
  "4000000000000341": "fails_off_session",
};

export function behaviourOfCard(number: string): CardBehaviour {
  return testCardNumbers[number] ?? "succeeds";
}

export function isCardBehaviour(value: string): value is CardBehaviour {
  return (cardBehaviours as readonly string[]).includes(value);
}

export type ChargeOutcome =
  | { kind: "succeeds" }
  | { kind: "requires_action" }
  | {
      kind: "fails";
      code: "card_declined" | "insufficient_funds" | "expired_card" | "authentication_required";
    };

/**
 * What happens when a card is charged: on-session with the buyer present, or off-session
 * (renewals, upsells) where no authentication step is possible.
 */
export function chargeOutcome(behaviour: CardBehaviour, offSession: boolean): ChargeOutcome {
  switch (behaviour) {
    case "succeeds":
      return { kind: "succeeds" };
    case "declined":
      return { kind: "fails", code: "card_declined" };
    case "insufficient_funds":
      return { kind: "fails", code: "insufficient_funds" };
    case "expired_card":
      return { kind: "fails", code: "expired_card" };
    case "requires_authentication":
      return offSession
        ? { kind: "fails", code: "authentication_required" }
        : { kind: "requires_action" };
    case "fails_off_session":
      return offSession ? { kind: "fails", code: "card_declined" } : { kind: "succeeds" };
  }
}
