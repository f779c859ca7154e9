import { describe, expect, it } from "vitest";
import { teaserPricePerDay } from "@/features/landing-pages/domain/pricing-teaser";
import { demoSubscriptionPackages } from "@/features/pricing/data/demo-packages";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { formatMoney, moneyLocale } from "@/features/pricing/domain/format-money";
import cases from "./pricing-teaser.cases.json";

/** The cases write the number format's no-break spaces as plain spaces. */
const plainSpaces = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ") ?? null;

describe("the pricing teaser's 'from X per day' comes from the package's real price", () => {
  it.each(cases)("$why", ({ packageId, currency, locale, perDay, text }) => {
    const pkg = demoSubscriptionPackages.find((candidate) => candidate.id === packageId)!;
    const figure = teaserPricePerDay(pkg, currency);
    expect(figure).toBe(perDay);
    expect(plainSpaces(figure === null ? null : formatMoney(figure, currency as CurrencyCode, moneyLocale(locale, "")))).toBe(text);
  });
});
