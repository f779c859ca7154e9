import { describe, expect, it } from "vitest";
import { menuVisibility, termsOrder, toggleMenuSection, type MenuContext } from "@/features/site/domain/menu-rules";
import { locales } from "@/i18n/locales";

const context = (locale: string, country: string, extra: Partial<MenuContext> = {}): MenuContext => ({
  locale,
  country,
  hideLocaleSwitcher: false,
  helpCentreUrl: "https://help.example.com",
  locales,
  ...extra,
});

/** The combinations the site is checked with, and what the menu must show for each. */
const cases = [
  { locale: "en", country: "US", blog: true, faq: false, privacy: "privacy-choices", doNotSell: true, disclosure: false },
  { locale: "en", country: "DE", blog: true, faq: true, privacy: "cookie-settings", doNotSell: true, disclosure: false },
  { locale: "de", country: "DE", blog: false, faq: true, privacy: "cookie-settings", doNotSell: false, disclosure: false },
  { locale: "ja", country: "JP", blog: false, faq: false, privacy: null, doNotSell: false, disclosure: true },
  { locale: "ar", country: "AE", blog: false, faq: false, privacy: null, doNotSell: false, disclosure: false },
  { locale: "en", country: "GB", blog: true, faq: true, privacy: "cookie-settings", doNotSell: true, disclosure: false },
  { locale: "en", country: "NO", blog: true, faq: true, privacy: "cookie-settings", doNotSell: true, disclosure: false },
  { locale: "en", country: "JP", blog: true, faq: false, privacy: null, doNotSell: true, disclosure: true },
  { locale: "fr", country: "CH", blog: false, faq: false, privacy: "cookie-settings", doNotSell: false, disclosure: false },
  { locale: "en", country: "IS", blog: true, faq: true, privacy: "cookie-settings", doNotSell: true, disclosure: false },
  { locale: "en", country: "LI", blog: true, faq: true, privacy: "cookie-settings", doNotSell: true, disclosure: false },
] as const;

describe("menu rules", () => {
  for (const c of cases) {
    it(`${c.locale}/${c.country}`, () => {
      const menu = menuVisibility(context(c.locale, c.country));
      expect(menu.blog).toBe(c.blog);
      expect(menu.authors).toBe(c.blog);
      expect(menu.faq).toBe(c.faq);
      expect(menu.privacyEntry).toBe(c.privacy);
      expect(menu.terms.includes("do-not-sell-my-personal-information")).toBe(c.doNotSell);
      expect(menu.terms.includes("commercial-disclosure")).toBe(c.disclosure);
      for (const page of ["terms-of-service", "privacy-policy", "cookie-policy", "refund-policy", "subscription-terms", "dmca", "unimeal-editorial-policy"] as const) {
        expect(menu.terms).toContain(page);
      }
      expect(menu.languages).not.toContain("ja");
      expect(menu.languages).toHaveLength(15);
    });
  }

  it("shows the FAQ for every EU member and for IS, LI, NO and GB only", () => {
    const eu = ["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"];
    for (const country of [...eu, "IS", "LI", "NO", "GB"]) expect(menuVisibility(context("en", country)).faq, country).toBe(true);
    for (const country of ["US", "CH", "JP", "AE", "BR", "CA", "TR"]) expect(menuVisibility(context("en", country)).faq, country).toBe(false);
  });

  it("hides the language list with the locale switcher", () => {
    expect(menuVisibility(context("en", "US", { hideLocaleSwitcher: true })).languages).toEqual([]);
  });

  it("shows the help-centre link only when configured", () => {
    expect(menuVisibility(context("en", "US")).helpCentre).toBe(true);
    expect(menuVisibility(context("en", "US", { helpCentreUrl: null })).helpCentre).toBe(false);
  });

  it("lists the terms in a fixed order", () => {
    expect(menuVisibility(context("en", "JP")).terms).toEqual([...termsOrder]);
  });

  it("opens one accordion section at a time; clicking the open one closes it", () => {
    expect(toggleMenuSection(null, "subs")).toBe("subs");
    expect(toggleMenuSection("subs", "terms")).toBe("terms");
    expect(toggleMenuSection("terms", "terms")).toBeNull();
    expect(toggleMenuSection("lang", "supp")).toBe("supp");
  });
});
