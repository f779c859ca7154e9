import { describe, expect, it } from "vitest";
import { finalPageCopies, localesLackingCopy, unconfirmedFallbacks } from "@/features/final-page/domain/copy-completeness";
import cases from "./copy-completeness.cases.json";

/** Four locales keep the cases short; the rule is the same for all 16. */
const locales = ["en", "de", "ar", "ja"];

describe("which locales a page's own copy lacks", () => {
  it.each(cases)("$why", ({ content, lacking }) => {
    expect(localesLackingCopy(finalPageCopies(content), locales)).toEqual(lacking);
  });

  it("lets a publish go ahead only when every lacking locale was confirmed for the English fallback", () => {
    expect(unconfirmedFallbacks(["de", "ar"], [])).toEqual(["de", "ar"]);
    expect(unconfirmedFallbacks(["de", "ar"], ["de"])).toEqual(["ar"]);
    expect(unconfirmedFallbacks(["de", "ar"], ["ar", "de", "ja"])).toEqual([]);
    expect(unconfirmedFallbacks([], [])).toEqual([]);
  });
});
