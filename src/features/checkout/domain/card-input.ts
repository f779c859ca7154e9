/**
 * What the card form checks before anything leaves the browser (docs/checkout.md, "The card
 * form"). The processor checks the same again; these only spare the buyer a round trip.
 */

export type CardField = "email" | "cardNumber" | "expiry" | "cvc" | "name";
export type CardFieldError =
  | "emailInvalid"
  | "cardNumberInvalid"
  | "expiryInvalid"
  | "expiryPast"
  | "cvcInvalid"
  | "nameRequired";

export type CardInput = { email: string; cardNumber: string; expiry: string; cvc: string; name: string };

export type CardCheck =
  | { ok: true; card: { number: string; expMonth: number; expYear: number; cvc: string; name: string }; email: string }
  | { ok: false; errors: Partial<Record<CardField, CardFieldError>> };

/** Digits only (spaces and dashes as people type them are dropped). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

/** The number as it is shown while typing: groups of four (up to 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The expiry as it is shown while typing: "MM / YY". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  if (digits.length < 3) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** "MM / YY", "MM/YY" or "MM/YYYY" → month and four-digit year; null when not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid through the last day of its expiry month (UTC), as processors count it. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkCardInput(input: CardInput, now: Date): CardCheck {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  const email = input.email.trim();
  if (!emailPattern.test(email) || email.length > 254) errors.email = "emailInvalid";
  const number = cardDigits(input.cardNumber);
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) errors.cardNumber = "cardNumberInvalid";
  const expiry = parseExpiry(input.expiry);
  if (!expiry) errors.expiry = "expiryInvalid";
  else if (isExpired(expiry, now)) errors.expiry = "expiryPast";
  const cvc = input.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = "cvcInvalid";
  const name = input.name.trim();
  if (name === "") errors.name = "nameRequired";
  if (Object.keys(errors).length > 0 || !expiry) return { ok: false, errors };
  return { ok: true, email, card: { number, expMonth: expiry.month, expYear: expiry.year, cvc, name } };
}

/** Refusals where the bank turned the card itself down: another card (a new number) is the fix. */
const cardRefusals: ReadonlySet<string> = new Set(["card_declined", "insufficient_funds", "expired_card"]);

/**
 * The field a refused payment sends the buyer to (docs/checkout.md, "After a refusal"): the
 * number when the bank refused the card outright, otherwise the security code, which is
 * cleared and asked again while the number, expiry and name stay filled.
 */
export function fieldAfterRefusal(code: string): "cardNumber" | "cvc" {
  return cardRefusals.has(code) ? "cardNumber" : "cvc";
}
