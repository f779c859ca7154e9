import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "@/i18n/locales";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { formatMoney, moneyLocale } from "@/features/pricing/domain/format-money";
import type {
  BillingPeriod,
  IntroOffer,
  PricePackage,
  SubscriptionPackage,
} from "@/features/pricing/domain/package";
import {
  dueTodayLabel,
  moneyBackGuaranteeLabel,
  mostPopularLabel,
  perDayLabel,
  pricePerDayLabel,
  savingLabel,
  taxLabel,
} from "@/features/pricing/domain/price-labels";
import {
  type PriceText,
  type PriceTextValues,
  renderPriceText,
} from "@/features/pricing/domain/price-text";
import { renewalText } from "@/features/pricing/domain/renewal-text";
import type englishMessages from "../../../messages/en.json";
import { readPricingFixture } from "./read-fixture";

type Golden = {
  cases: Array<{
    name: string;
    locale: Locale;
    country: string;
    currency: CurrencyCode;
    package: PricePackage;
    expected: { key: string; values: PriceTextValues; text: string };
  }>;
  labels: Array<{ key: string; locale: Locale; values: PriceTextValues; text: string }>;
};
const golden = readPricingFixture<Golden>("renewal-texts.json");

/** The real `pricing` messages of a locale; any ICU or missing-key problem fails the test. */
function pricingTranslator(locale: Locale) {
  const messages = JSON.parse(
    readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"),
  ) as typeof englishMessages;
  return createTranslator({
    locale,
    messages,
    namespace: "pricing",
    onError: (error) => {
      throw error;
    },
  });
}

describe("renewal words (golden cases, rendered with the real messages)", () => {
  for (const c of golden.cases) {
    it(`${c.locale}: ${c.name}`, () => {
      const text = renewalText(c.package, c.currency, moneyLocale(c.locale, c.country));
      expect(text).toEqual({ key: c.expected.key, values: c.expected.values });
      expect(renderPriceText(pricingTranslator(c.locale), text)).toBe(c.expected.text);
    });
  }
  for (const label of golden.labels) {
    it(`${label.locale}: ${label.key} ${JSON.stringify(label.values)}`, () => {
      const t = pricingTranslator(label.locale);
      expect(renderPriceText(t, { key: label.key as PriceText["key"], values: label.values })).toBe(
        label.text,
      );
    });
  }
});

describe("labels", () => {
  it("describe the saving, the guarantee, the per-day price and the tax note", () => {
    expect(savingLabel(50)).toEqual({ key: "save", values: { percent: 50 } });
    expect(moneyBackGuaranteeLabel).toEqual({ key: "moneyBackGuarantee", values: { days: 30 } });
    expect(pricePerDayLabel(71, "USD", "en")).toEqual({
      key: "pricePerDay",
      values: { price: "$0.71" },
    });
    expect(taxLabel("vat_included")?.key).toBe("inclVat");
    expect(taxLabel("tax_excluded")?.key).toBe("plusTax");
    expect(taxLabel("tax_included")).toBeNull();
  });
});

const periods: BillingPeriod[] = [1, 2, 3, 4, 5, 11, 12, 22, 26, 52].map((count) => ({
  unit: "week" as const,
  count,
}));
periods.push(...[1, 2, 3, 6, 11, 12].map((count) => ({ unit: "month" as const, count })));
const offers: IntroOffer[] = [
  { type: "none" },
  { type: "intro_price", periods: 1 },
  { type: "intro_price", periods: 2 },
  { type: "intro_price", periods: 3 },
  { type: "intro_price", periods: 12 },
  { type: "free_trial", days: 1 },
  { type: "free_trial", days: 3 },
  { type: "free_trial", days: 7 },
  { type: "free_trial", days: 14 },
];

describe("renewal words in every language", () => {
  const packages: PricePackage[] = periods.flatMap((period) =>
    offers.map((intro): SubscriptionPackage => ({
      id: "pp_matrix",
      kind: "subscription",
      product: "meal_plan",
      period,
      intro,
      amounts: {
        EUR: intro.type === "intro_price" ? { intro: 1250, regular: 3780 } : { regular: 3780 },
      },
      mostPopular: false,
      displayOrder: 0,
    })),
  );
  packages.push({
    id: "pp_matrix_otp",
    kind: "one_time",
    product: "recipe_book",
    amounts: { EUR: { price: 1250 } },
    mostPopular: false,
    displayOrder: 0,
  });
  const labels = [
    perDayLabel,
    mostPopularLabel,
    dueTodayLabel,
    moneyBackGuaranteeLabel,
    savingLabel(50),
    pricePerDayLabel(71, "EUR", "en"),
  ];

  it.each(locales)(
    "%s renders every period, offer and label, with every price in it and no ICU syntax left",
    (locale) => {
      const t = pricingTranslator(locale);
      const formatting = moneyLocale(locale, "DE");
      for (const pkg of packages) {
        const description = renewalText(pkg, "EUR", formatting);
        const sentence = renderPriceText(t, description);
        for (const price of [1250, 3780].map((minor) => formatMoney(minor, "EUR", formatting))) {
          const quoted = Object.values(description.values).includes(price);
          expect(sentence.includes(price), `${locale} ${description.key}: ${sentence}`).toBe(
            quoted,
          );
        }
        expect(sentence, `${locale} ${description.key}`).not.toMatch(/[{}#]/);
      }
      for (const label of labels) expect(renderPriceText(t, label)).not.toMatch(/[{}#]|^\s*$/);
    },
  );

  it.each(locales)("%s says how many weeks, months and days, as figures", (locale) => {
    const t = pricingTranslator(locale);
    const formatting = moneyLocale(locale, "DE");
    const prices = [1250, 3780].map((minor) => formatMoney(minor, "EUR", formatting));
    const pkg = (period: BillingPeriod, intro: IntroOffer): SubscriptionPackage => ({
      id: "pp_counts",
      kind: "subscription",
      product: "meal_plan",
      period,
      intro,
      amounts: {
        EUR: intro.type === "intro_price" ? { intro: 1250, regular: 3780 } : { regular: 3780 },
      },
      mostPopular: false,
      displayOrder: 0,
    });
    /** The numbers a sentence states besides its prices, in ascending order. */
    const counts = (p: SubscriptionPackage) => {
      const sentence = prices.reduce(
        (text, price) => text.split(price).join(" "),
        renderPriceText(t, renewalText(p, "EUR", formatting)),
      );
      return (sentence.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);
    };
    // Counts above two are written as figures in every language, whatever its plural forms.
    expect(counts(pkg({ unit: "week", count: 4 }, { type: "intro_price", periods: 3 }))).toEqual([
      4, 4, 12,
    ]);
    expect(counts(pkg({ unit: "month", count: 3 }, { type: "free_trial", days: 14 }))).toEqual([
      3, 14,
    ]);
    expect(counts(pkg({ unit: "week", count: 26 }, { type: "none" }))).toEqual([26]);
    expect(counts(pkg({ unit: "week", count: 12 }, { type: "intro_price", periods: 1 }))).toEqual([
      12, 12,
    ]);
  });
});
