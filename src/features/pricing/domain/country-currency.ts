import { type CurrencyCode, isCurrencyCode } from "./currencies";
import type { PricePackage } from "./package";

/** The euro area (Bulgaria since 1 January 2026) and the microstates that use the euro. */
// prettier-ignore
const euroCountries = [
  "AT", "BE", "BG", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV",
  "MT", "NL", "PT", "SI", "SK", "AD", "MC", "SM", "VA", "ME", "XK",
];

/**
 * EU and EEA countries with a currency of their own that we do not sell in: they pay in euros,
 * the single market's currency, rather than in dollars.
 */
const euroPayingCountries = ["CZ", "DK", "HU", "RO", "SE", "NO", "IS"];

/**
 * Which currency a visitor from a country pays in (docs/pricing.md, "Currency per country").
 * Countries not listed pay in US dollars.
 */
const currencyByCountry: Readonly<Record<string, CurrencyCode>> = {
  ...Object.fromEntries([...euroCountries, ...euroPayingCountries].map((c) => [c, "EUR" as const])),
  PL: "PLN",
  GB: "GBP",
  UK: "GBP",
  CH: "CHF",
  LI: "CHF",
  US: "USD",
  CA: "CAD",
  AU: "AUD",
  MX: "MXN",
  BR: "BRL",
  TR: "TRY",
  JP: "JPY",
  KR: "KRW",
  CN: "CNY",
  TW: "TWD",
  TH: "THB",
  ID: "IDR",
  VN: "VND",
  SA: "SAR",
  AE: "AED",
};

/** The currency a country's visitors should see, before looking at what a package offers. */
export function currencyForCountry(country: string): CurrencyCode {
  return currencyByCountry[country.trim().toUpperCase()] ?? "USD";
}

/** The order tried when a package lacks the country's currency. */
export const fallbackCurrencies = ["USD", "EUR"] as const satisfies readonly CurrencyCode[];

/**
 * The one currency in which all these packages are shown to a visitor from `country`: the
 * country's currency when every package has it, else USD, else EUR; null when they share none of
 * these (the stored-package schema requires USD or EUR, so this only happens for mixed sets).
 * One currency for the whole page, so packages are never compared across currencies.
 */
export function chooseCurrency(
  country: string,
  packages: readonly Pick<PricePackage, "amounts">[],
): CurrencyCode | null {
  if (packages.length === 0) return null;
  const offered = (currency: string) =>
    isCurrencyCode(currency) && packages.every((p) => p.amounts[currency] !== undefined);
  const preferred = currencyForCountry(country);
  for (const currency of [preferred, ...fallbackCurrencies]) {
    if (offered(currency)) return currency;
  }
  return null;
}
