import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eeaNonEuCountries, euMemberCountries } from "@/features/country/domain/country-lists";
import { chooseCurrency, currencyForCountry } from "@/features/pricing/domain/country-currency";
import { type CurrencyCode, currencyCodes } from "@/features/pricing/domain/currencies";
import { type TaxDisplay, taxDisplayFor } from "@/features/pricing/domain/tax-display";
import { readPricingFixture } from "./read-fixture";

type ChoiceGolden = {
  countries: Record<string, CurrencyCode>;
  cases: Array<{
    name: string;
    country: string;
    packages: CurrencyCode[][];
    currency: CurrencyCode | null;
  }>;
};
const choice = readPricingFixture<ChoiceGolden>("currency-choice.json");
const tax = readPricingFixture<{ countries: Record<string, TaxDisplay> }>("tax-display.json");

/** A package offering exactly these currencies (the amounts do not matter for the choice). */
const offering = (currencies: CurrencyCode[]) => ({
  amounts: Object.fromEntries(currencies.map((c) => [c, { regular: 100 }])),
});

describe("currency per country (golden cases)", () => {
  for (const [country, currency] of Object.entries(choice.countries)) {
    it(`"${country}" pays in ${currency}`, () => {
      expect(currencyForCountry(country)).toBe(currency);
    });
  }
  for (const c of choice.cases) {
    it(c.name, () => {
      expect(chooseCurrency(c.country, c.packages.map(offering))).toBe(c.currency);
    });
  }
});

describe("currency per country: rules", () => {
  it("charges every EU and EEA visitor in euros, except Poland in złoty and Liechtenstein in francs", () => {
    const expected = (country: string) =>
      country === "PL" ? "PLN" : country === "LI" ? "CHF" : "EUR";
    for (const country of [...euMemberCountries, ...eeaNonEuCountries])
      expect(currencyForCountry(country), country).toBe(expected(country));
  });

  it("always picks a currency every package on the page offers, preferring the country's", () => {
    const sets = fc.array(fc.uniqueArray(fc.constantFrom(...currencyCodes), { minLength: 1 }), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(
        fc.constantFrom("US", "DE", "JP", "PL", "BR", "EG", "GB", "KR"),
        sets,
        (country, packages) => {
          const chosen = chooseCurrency(country, packages.map(offering));
          const shared = currencyCodes.filter((c) => packages.every((set) => set.includes(c)));
          const preferred = currencyForCountry(country);
          if (chosen === null)
            expect(shared.filter((c) => [preferred, "USD", "EUR"].includes(c))).toEqual([]);
          else {
            expect(shared).toContain(chosen);
            if (shared.includes(preferred)) expect(chosen).toBe(preferred);
          }
        },
      ),
    );
  });
});

describe("tax display (golden cases)", () => {
  for (const [country, display] of Object.entries(tax.countries)) {
    it(`"${country}": ${display}`, () => {
      expect(taxDisplayFor(country)).toBe(display);
    });
  }
  it("notes VAT in every EU and EEA country", () => {
    for (const country of [...euMemberCountries, ...eeaNonEuCountries])
      expect(taxDisplayFor(country), country).toBe("vat_included");
  });
});
