import { describe, expect, it } from "vitest";
import {
  checkCard,
  passesLuhn,
  type CardInput,
} from "@/server/integrations/sandbox-pay/card-check";
import {
  cardBehaviours,
  chargeOutcome,
  type CardBehaviour,
} from "@/server/integrations/sandbox-pay/test-cards";
import cardChecks from "../../fixtures/sandbox-pay/card-checks.json";
import chargeOutcomes from "../../fixtures/sandbox-pay/charge-outcomes.json";

describe("the sandbox processor's card checks", () => {
  const now = new Date(cardChecks.now);
  it.each(cardChecks.cases)("$name", ({ card, expected }) => {
    expect(checkCard(card as CardInput, now)).toEqual(expected);
  });

  it("computes the Luhn checksum", () => {
    expect(passesLuhn("79927398713")).toBe(true);
    expect(passesLuhn("79927398710")).toBe(false);
  });
});

describe("what charging a test card does", () => {
  it("covers every behaviour", () => {
    expect(chargeOutcomes.cases.map((c) => c.behaviour).sort()).toEqual([...cardBehaviours].sort());
  });
  it.each(chargeOutcomes.cases)("$behaviour", ({ behaviour, onSession, offSession }) => {
    expect(chargeOutcome(behaviour as CardBehaviour, false)).toEqual(onSession);
    expect(chargeOutcome(behaviour as CardBehaviour, true)).toEqual(offSession);
  });
});
