import { describe, expect, it } from "vitest";
import { checkCardInput, fieldAfterRefusal, formatCardNumber, formatExpiry, passesLuhn, type CardInput } from "@/features/checkout/domain/card-input";
import cases from "../../fixtures/checkout/card-input.json";

describe("the card form's checks (golden cases)", () => {
  it.each(cases.luhn)("Luhn of $digits is $valid", ({ digits, valid }) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it.each(cases.formatting)("$kind typed as $typed shows $shown", ({ kind, typed, shown }) => {
    expect(kind === "number" ? formatCardNumber(typed) : formatExpiry(typed)).toBe(shown);
  });

  it.each(cases.checks)("$name", ({ now, input, expected }) => {
    expect(checkCardInput(input as CardInput, new Date(now))).toEqual(expected);
  });
});

describe("the field a refusal sends the buyer to", () => {
  it.each([
    ["card_declined", "cardNumber"],
    ["insufficient_funds", "cardNumber"],
    ["expired_card", "cardNumber"],
    ["incorrect_cvc", "cvc"],
    ["authentication_required", "cvc"],
    ["processing_error", "cvc"],
    ["", "cvc"],
  ] as const)("%s → %s", (code, field) => {
    expect(fieldAfterRefusal(code)).toBe(field);
  });
});
