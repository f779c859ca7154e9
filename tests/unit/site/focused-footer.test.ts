import { describe, expect, it } from "vitest";
import { focusedFooter } from "@/features/site/domain/menu-rules";

describe("the selling pages' footer", () => {
  it("keeps the legal pages the law needs, in the menu's order, and drops the rest", () => {
    expect(focusedFooter("de", "DE")).toEqual({
      terms: ["terms-of-service", "subscription-terms", "refund-policy", "privacy-policy", "cookie-policy"],
      privacyEntry: "cookie-settings",
    });
  });

  it("adds the do-not-sell page in English and the US privacy choices", () => {
    expect(focusedFooter("en", "US")).toEqual({
      terms: [
        "terms-of-service",
        "subscription-terms",
        "refund-policy",
        "privacy-policy",
        "cookie-policy",
        "do-not-sell-my-personal-information",
      ],
      privacyEntry: "privacy-choices",
    });
  });

  it("adds the commercial disclosure in Japan, and no privacy entry where none applies", () => {
    const japan = focusedFooter("ja", "JP");
    expect(japan.terms.at(-1)).toBe("commercial-disclosure");
    expect(japan.privacyEntry).toBeNull();
    expect(focusedFooter("ar", "AE").privacyEntry).toBeNull();
  });

  it("never links to pages that only lead away (DMCA, editorial policy)", () => {
    for (const [locale, country] of [["en", "JP"], ["en", "US"], ["fr", "FR"]] as const) {
      const { terms } = focusedFooter(locale, country);
      expect(terms).not.toContain("dmca");
      expect(terms).not.toContain("unimeal-editorial-policy");
    }
  });
});
