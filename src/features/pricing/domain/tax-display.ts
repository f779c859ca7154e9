import { eeaNonEuCountries, euMemberCountries } from "@/features/country/domain/country-lists";

/**
 * How a price relates to tax, by the visitor's country (docs/pricing.md, "Tax display"):
 * - `vat_included`: the price includes VAT and says so ("incl. VAT") — EU/EEA, the UK, Switzerland;
 * - `tax_excluded`: sales tax, where it applies, is added at checkout ("plus applicable tax") — US;
 * - `tax_included`: the price is the final price and carries no tax note — everywhere else.
 */
export type TaxDisplay = "vat_included" | "tax_excluded" | "tax_included";

const vatCountries: ReadonlySet<string> = new Set([
  ...euMemberCountries,
  ...eeaNonEuCountries,
  "GB",
  "UK",
  "CH",
]);

export function taxDisplayFor(country: string): TaxDisplay {
  const code = country.trim().toUpperCase();
  if (code === "US") return "tax_excluded";
  return vatCountries.has(code) ? "vat_included" : "tax_included";
}
