/**
 * The currencies a price package can be priced in, each with its ISO 4217 minor unit: the number
 * of decimals in which amounts are stored, charged and refunded (docs/pricing.md, "Currencies").
 *
 * This is a fixed table on purpose. `Intl.NumberFormat` reports CLDR's display digits, which are
 * not ISO 4217's and change with the ICU version (ICU 78 reports 0 for IDR and HUF; older ICU,
 * Firefox and Safari report 2), so a stored amount would change its meaning with a runtime update.
 */
const minorUnits = {
  AED: 2,
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  EUR: 2,
  GBP: 2,
  IDR: 2,
  JPY: 0,
  KRW: 0,
  MXN: 2,
  PLN: 2,
  SAR: 2,
  THB: 2,
  TRY: 2,
  TWD: 2,
  USD: 2,
  VND: 0,
} as const satisfies Record<string, number>;

export type CurrencyCode = keyof typeof minorUnits;

/** Every currency we sell in, in alphabetical order. */
export const currencyCodes = Object.keys(minorUnits) as CurrencyCode[];

/**
 * Currencies whose minor unit exists on paper only: prices are whole units and are shown without
 * decimals (Rp 149.000, not Rp 149.000,00), and figures derived from them round to a whole unit.
 */
const shownInWholeUnits: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>(["IDR"]);

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(minorUnits, value);
}

/** Decimals of the stored amount (ISO 4217): 2 for USD (cents), 0 for JPY, KRW and VND. */
export function minorUnitExponent(currency: CurrencyCode): number {
  return minorUnits[currency];
}

/** Decimals shown to the visitor: the minor unit, except for currencies priced in whole units. */
export function displayDigits(currency: CurrencyCode): number {
  return shownInWholeUnits.has(currency) ? 0 : minorUnits[currency];
}

/** The smallest step a shown amount moves by, in minor units (1 for USD, 100 for IDR). */
export function displayStep(currency: CurrencyCode): number {
  return 10 ** (minorUnitExponent(currency) - displayDigits(currency));
}
