import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CurrencyCode,
  currencyCodes,
  displayDigits,
  isCurrencyCode,
  minorUnitExponent,
} from "@/features/pricing/domain/currencies";
import { formatMoney, moneyLocale } from "@/features/pricing/domain/format-money";
import {
  decimalToMinor,
  minorToDecimal,
  minorToMajor,
  roundToDisplay,
} from "@/features/pricing/domain/minor-units";
import { readPricingFixture } from "./read-fixture";

type Golden = {
  exponents: Record<string, { minorUnit: number; shown: number }>;
  decimals: Array<{ minor: number; currency: CurrencyCode; decimal: string }>;
  parsing: Array<{ text: string; currency: CurrencyCode; minor: number }>;
  refused: Array<{ text: string; currency: CurrencyCode }>;
  formatting: Array<{ minor: number; currency: CurrencyCode; locale: string; text: string }>;
  moneyLocales: Array<{
    locale: string;
    country: string;
    moneyLocale: string;
    minor: number;
    currency: CurrencyCode;
    text: string;
  }>;
};
const golden = readPricingFixture<Golden>("currencies.json");

describe("currencies (golden cases)", () => {
  it("sells in exactly the currencies of the table, with their ISO 4217 minor units and shown decimals", () => {
    expect([...currencyCodes].sort()).toEqual(Object.keys(golden.exponents).sort());
    for (const currency of currencyCodes) {
      expect(
        { minorUnit: minorUnitExponent(currency), shown: displayDigits(currency) },
        currency,
      ).toEqual(golden.exponents[currency]);
    }
  });

  it("agrees with the runtime's Intl data, which reports either ISO's or CLDR's decimals", () => {
    // ICU 78 reports 0 for IDR (CLDR), older ICU and other engines 2 (ISO 4217); ours covers both.
    for (const currency of currencyCodes) {
      const reported = new Intl.NumberFormat("en", {
        style: "currency",
        currency,
      }).resolvedOptions().maximumFractionDigits;
      expect([minorUnitExponent(currency), displayDigits(currency)], currency).toContain(reported);
    }
  });

  it("knows only the currencies it sells", () => {
    expect(isCurrencyCode("USD")).toBe(true);
    expect(["usd", "XXX", "HUF", "toString", "__proto__", ""].filter(isCurrencyCode)).toEqual([]);
  });

  for (const c of golden.decimals) {
    it(`${c.minor} ${c.currency} is "${c.decimal}"`, () => {
      expect(minorToDecimal(c.minor, c.currency)).toBe(c.decimal);
      expect(decimalToMinor(c.decimal, c.currency)).toBe(c.minor);
    });
  }
  for (const c of golden.parsing) {
    it(`reads "${c.text}" ${c.currency} as ${c.minor}`, () => {
      expect(decimalToMinor(c.text, c.currency)).toBe(c.minor);
    });
  }
  for (const c of golden.refused) {
    it(`refuses "${c.text}" as ${c.currency}`, () => {
      expect(() => decimalToMinor(c.text, c.currency)).toThrow(RangeError);
    });
  }
  for (const c of golden.formatting) {
    it(`formats ${c.minor} ${c.currency} in ${c.locale} as ${c.text}`, () => {
      expect(formatMoney(c.minor, c.currency, c.locale)).toBe(c.text);
    });
  }
  for (const c of golden.moneyLocales) {
    it(`formats for ${c.locale} in ${c.country} as ${c.text}`, () => {
      expect(moneyLocale(c.locale, c.country)).toBe(c.moneyLocale);
      expect(formatMoney(c.minor, c.currency, moneyLocale(c.locale, c.country))).toBe(c.text);
    });
  }
});

describe("minor units: rules", () => {
  const currency = fc.constantFrom(...currencyCodes);
  const minor = fc.integer({ min: -1e12, max: 1e12 });

  it("round-trips every amount through its decimal text", () => {
    fc.assert(
      fc.property(
        minor,
        currency,
        (amount, code) => decimalToMinor(minorToDecimal(amount, code), code) === amount,
      ),
    );
  });

  it("gives the major amount as the number closest to the exact decimal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (cents) => {
        expect(minorToMajor(cents, "USD")).toBe(
          Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`),
        );
      }),
    );
  });

  it("rounds to the shown step half-up, and leaves amounts already on it alone", () => {
    expect([14900049, 14900050, 14900150, -14900050].map((a) => roundToDisplay(a, "IDR"))).toEqual([
      14900000, 14900100, 14900200, -14900100,
    ]);
    fc.assert(
      fc.property(
        minor,
        fc.constantFrom<CurrencyCode>("USD", "JPY", "EUR", "VND"),
        (amount, code) => roundToDisplay(amount, code) === amount,
      ),
    );
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => minorToDecimal(9.5, "USD")).toThrow(RangeError);
    expect(() => minorToDecimal(Number.MAX_SAFE_INTEGER + 1, "USD")).toThrow(RangeError);
  });
});
