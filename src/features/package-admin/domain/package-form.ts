import { currencyCodes, type CurrencyCode } from "@/features/pricing/domain/currencies";
import { decimalToMinor, minorToDecimal } from "@/features/pricing/domain/minor-units";
import type { OneTimeProduct, PricePackage } from "@/features/pricing/domain/package";
import type { PackageContent } from "./package-content";

/**
 * The package editor's fields as typed (docs/package-admin.md, "Editor") and their conversion
 * to and from the stored package. Pure, and free of zod, so the client component uses it; the
 * server checks the result with the package schema.
 */
export type AmountRow = { first: string; second: string };

export type PackageForm = {
  id: string;
  name: string;
  kind: "subscription" | "one_time";
  product: "meal_plan" | OneTimeProduct;
  periodUnit: "week" | "month";
  periodCount: string;
  intro: "none" | "intro_price" | "free_trial";
  introPeriods: string;
  trialDays: string;
  mostPopular: boolean;
  displayOrder: string;
  /**
   * Per currency, as decimal text: a subscription's regular price (`first`) and intro price
   * (`second`); an add-on's price and list price. A currency whose `first` is empty is not sold.
   */
  amounts: Record<CurrencyCode, AmountRow>;
  setIds: string[];
  /** Set ids typed by hand: new sets made with this package in them. */
  newSetIds: string;
};

const emptyAmounts = (): Record<CurrencyCode, AmountRow> =>
  Object.fromEntries(currencyCodes.map((code) => [code, { first: "", second: "" }])) as Record<CurrencyCode, AmountRow>;

export function blankPackageForm(): PackageForm {
  return {
    id: "pp_",
    name: "",
    kind: "subscription",
    product: "meal_plan",
    periodUnit: "week",
    periodCount: "4",
    intro: "intro_price",
    introPeriods: "1",
    trialDays: "7",
    mostPopular: false,
    displayOrder: "0",
    amounts: emptyAmounts(),
    setIds: [],
    newSetIds: "",
  };
}

/** The stored content as editor fields. */
export function contentToForm(content: PackageContent): PackageForm {
  const pkg = content.package;
  const form: PackageForm = {
    ...blankPackageForm(),
    id: pkg.id,
    name: content.name,
    kind: pkg.kind,
    product: pkg.product,
    mostPopular: pkg.mostPopular,
    displayOrder: String(pkg.displayOrder),
    setIds: [...content.setIds],
  };
  for (const code of currencyCodes) {
    const amounts = pkg.amounts[code];
    if (!amounts) continue;
    const text = (minor: number | undefined) => (minor === undefined ? "" : minorToDecimal(minor, code));
    form.amounts[code] = "price" in amounts ? { first: text(amounts.price), second: text(amounts.listPrice) } : { first: text(amounts.regular), second: text(amounts.intro) };
  }
  if (pkg.kind === "subscription") {
    form.periodUnit = pkg.period.unit;
    form.periodCount = String(pkg.period.count);
    form.intro = pkg.intro.type;
    if (pkg.intro.type === "intro_price") form.introPeriods = String(pkg.intro.periods);
    if (pkg.intro.type === "free_trial") form.trialDays = String(pkg.intro.days);
  }
  return form;
}

export type FormResult = { ok: true; content: PackageContent } | { ok: false; problem: string };

function whole(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/**
 * The content the fields describe, or the first field that cannot be read (an amount that is
 * not a decimal of its currency). Range and price rules are the server's (the package schema).
 */
export function formToContent(form: PackageForm): FormResult {
  const amounts: Record<string, object> = {};
  for (const code of currencyCodes) {
    const row = form.amounts[code];
    if (!row.first.trim()) {
      if (row.second.trim()) return { ok: false, problem: `${code}: enter the ${form.kind === "one_time" ? "price" : "regular price"} too, or clear the row.` };
      continue;
    }
    let first: number;
    let second: number | undefined;
    try {
      first = decimalToMinor(row.first, code);
      second = row.second.trim() ? decimalToMinor(row.second, code) : undefined;
    } catch (error) {
      return { ok: false, problem: `${code}: ${(error as Error).message}` };
    }
    if (form.kind === "one_time") amounts[code] = second === undefined ? { price: first } : { price: first, listPrice: second };
    else amounts[code] = form.intro === "intro_price" && second !== undefined ? { regular: first, intro: second } : { regular: first };
  }
  const base = { id: form.id.trim(), mostPopular: form.mostPopular, displayOrder: whole(form.displayOrder) };
  const pkg =
    form.kind === "one_time"
      ? { ...base, kind: "one_time", product: form.product, amounts }
      : {
          ...base,
          kind: "subscription",
          product: "meal_plan",
          period: { unit: form.periodUnit, count: whole(form.periodCount) },
          intro:
            form.intro === "intro_price"
              ? { type: "intro_price", periods: whole(form.introPeriods) }
              : form.intro === "free_trial"
                ? { type: "free_trial", days: whole(form.trialDays) }
                : { type: "none" },
          amounts,
        };
  const typed = form.newSetIds
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter(Boolean);
  const setIds = form.kind === "one_time" ? [] : [...new Set([...form.setIds, ...typed])];
  return { ok: true, content: { name: form.name.trim(), package: pkg as PricePackage, setIds } };
}

/** The fields of a sold package kept as a new package: a new id and name, the same prices and sets. */
export function asNewPackage(form: PackageForm): PackageForm {
  const stem = form.id.replace(/_v\d+$/, "");
  const number = Number(/_v(\d+)$/.exec(form.id)?.[1] ?? "1") + 1;
  const nameStem = form.name.replace(/ v\d+$/, "");
  return { ...form, id: `${stem}_v${number}`.slice(0, 66), name: `${nameStem} v${number}` };
}
