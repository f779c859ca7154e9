import { describe, expect, it } from "vitest";
import {
  stripeAppearance,
  stripeElementOptions,
  stripeLocaleOf,
  type ElementOffer,
  type ThemeColours,
} from "@/features/checkout/domain/stripe-element-options";
import { checkBuyerEmail } from "@/features/checkout/domain/buyer-email";
import { locales } from "@/i18n/locales";
import cases from "../../fixtures/checkout/stripe-element-options.json";

describe("the Payment Element's options (golden cases)", () => {
  it.each(cases.locales)("$locale is Stripe's $stripe", ({ locale, stripe }) => {
    expect(stripeLocaleOf(locale)).toBe(stripe);
  });

  it("every language of ours has a language of Stripe's other than the browser's guess", () => {
    for (const locale of locales) expect(stripeLocaleOf(locale)).not.toBe("auto");
    expect(cases.locales.filter((entry) => entry.stripe !== "auto").map((entry) => entry.locale).sort()).toEqual([...locales].sort());
  });

  it.each(cases.options)("$name", ({ input, expected }) => {
    const options = stripeElementOptions({ offer: input.offer as ElementOffer, locale: input.locale });
    const { appearance, ...rest } = options;
    expect(rest).toEqual(expected);
    expect(appearance.theme).toBe("stripe");
  });

  it.each(cases.refused)("refuses $name", ({ offer }) => {
    expect(() => stripeElementOptions({ offer: offer as ElementOffer, locale: "en" })).toThrow();
  });

  it.each(cases.appearance)("$name", ({ theme, expected }) => {
    const appearance = stripeAppearance(theme as ThemeColours);
    expect(appearance.theme).toBe(expected.theme);
    const { borderRadius, fontFamily, ...colours } = appearance.variables;
    expect(colours).toEqual(expected.variables);
    expect(borderRadius).toBe("12px");
    expect(fontFamily).toContain("system-ui");
  });
});

describe("the Payment Element form's e-mail check", () => {
  it.each([
    ["  buyer@example.com ", "buyer@example.com"],
    ["buyer@example", null],
    ["two words@example.com", null],
    ["", null],
    [`${"a".repeat(250)}@example.com`, null],
  ])("%j is %j", (typed, expected) => {
    expect(checkBuyerEmail(typed)).toBe(expected);
  });
});
