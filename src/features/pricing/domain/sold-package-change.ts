import type { PricePackage } from "./package";

/**
 * Whether a change to a stored package may be saved (docs/pricing.md, "Changing a package").
 * Once a package has a paid order, what a buyer was charged and will be charged at renewal is
 * fixed: its kind, product, billing period, intro offer and amounts never change. Everything
 * else (staff's name for it, the badge, the order, the sets it is in) may. A price change is a
 * new package with its own id. Pure: the caller says whether the package has sold.
 */

/** The fields that decide what a buyer pays, in the order they are reported. */
export const moneyFields = ["kind", "product", "period", "intro", "amounts"] as const;
export type MoneyField = (typeof moneyFields)[number];

export type PackageChangeVerdict =
  | { ok: true }
  | { ok: false; code: "sold_amounts_locked"; fields: MoneyField[]; message: string };

export const soldPackageMessage =
  "This package has sold, so its prices, billing period and intro offer can no longer change. " +
  "Save as a new package (a new id) and put that one on sale instead.";

/** The money fields whose values differ between two versions of a package. */
export function changedMoneyFields(before: PricePackage, after: PricePackage): MoneyField[] {
  const read = (pkg: PricePackage, field: MoneyField): unknown => (pkg as Record<string, unknown>)[field];
  return moneyFields.filter((field) => canonical(read(before, field)) !== canonical(read(after, field)));
}

/** A new package (no `before`) or an unsold one may change anything; a sold one only what costs nothing. */
export function checkPackageChange(
  before: PricePackage | null,
  after: PricePackage,
  sold: boolean,
): PackageChangeVerdict {
  if (!before || !sold) return { ok: true };
  const fields = changedMoneyFields(before, after);
  return fields.length === 0
    ? { ok: true }
    : { ok: false, code: "sold_amounts_locked", fields, message: soldPackageMessage };
}

/** JSON with object keys in sorted order, so `{ a, b }` equals `{ b, a }`. */
function canonical(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
}
