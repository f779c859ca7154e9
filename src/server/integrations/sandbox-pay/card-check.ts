import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import { behaviourOfCard, type CardBehaviour } from "./test-cards";

/** What the browser posts to the processor's card form endpoint (never to our checkout). */
export type CardInput = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
};

export type CheckedCard = {
  behaviour: CardBehaviour;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type CardCheckResult =
  | { ok: true; card: CheckedCard }
  | { ok: false; code: PaymentErrorCode; field: "number" | "expiry" | "cvc" | "name" };

/**
 * The processor's checks before it tokenises a card (docs/billing.md, "The sandbox provider"):
 * a 12–19 digit number passing the Luhn check, an expiry month not yet over, a CVC of 3 or 4
 * digits and a cardholder name. Spaces and dashes in the number are ignored.
 */
export function checkCard(input: CardInput, now: Date): CardCheckResult {
  const number = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    return { ok: false, code: "invalid_request", field: "number" };
  if (!isUnexpired(input.expMonth, input.expYear, now))
    return { ok: false, code: "expired_card", field: "expiry" };
  if (!/^\d{3,4}$/.test(input.cvc)) return { ok: false, code: "incorrect_cvc", field: "cvc" };
  if (input.name.trim().length === 0) return { ok: false, code: "invalid_request", field: "name" };
  return {
    ok: true,
    card: {
      behaviour: behaviourOfCard(number),
      brand: brandOf(number),
      last4: number.slice(-4),
      expMonth: input.expMonth,
      expYear: normaliseYear(input.expYear),
    },
  };
}

/** The Luhn checksum: every second digit from the right doubled, the sum a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month (UTC). */
function isUnexpired(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = normaliseYear(year);
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) >= nowMonths;
}

/** Two-digit years are this century's. */
function normaliseYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "unknown";
}
