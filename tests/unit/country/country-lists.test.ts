import { describe, expect, it } from "vitest";
import {
  consentRequiredCountries,
  euMemberCountries,
  faqCountries,
  featureFlagCountries,
  isCommercialDisclosureCountry,
  isConsentRequiredCountry,
  isEuMember,
  isFaqCountry,
  isFeatureFlagCountry,
  isImperialSystemCountry,
  isPrivacyChoicesCountry,
  isSeparateEmailSubscriptionCountry,
  isSolidLegalCountry,
} from "@/features/country/domain/country-lists";

describe("country lists", () => {
  it("has the 27 EU member states", () => {
    expect(new Set(euMemberCountries).size).toBe(27);
    for (const code of ["DE", "FR", "IE", "HR", "CY", "MT"]) expect(isEuMember(code)).toBe(true);
    for (const code of ["GB", "NO", "CH", "US", "IS"]) expect(isEuMember(code)).toBe(false);
  });

  it("requires consent in the EU/EEA, the UK, Switzerland and Brazil only", () => {
    for (const code of [...euMemberCountries, "IS", "LI", "NO", "GB", "UK", "CH", "BR"]) {
      expect(isConsentRequiredCountry(code), code).toBe(true);
    }
    for (const code of ["US", "JP", "AE", "CA", "AU", "IN", "TR"]) expect(isConsentRequiredCountry(code), code).toBe(false);
    expect(new Set(consentRequiredCountries).size).toBe(consentRequiredCountries.length);
  });

  it("shows the FAQ for EU members plus IS, LI, NO and GB", () => {
    expect(faqCountries).toEqual(expect.arrayContaining([...euMemberCountries, "IS", "LI", "NO", "GB"]));
    for (const code of ["CH", "US", "JP", "AE", "BR"]) expect(isFaqCountry(code), code).toBe(false);
    expect(isFaqCountry("no")).toBe(true);
  });

  it("uses imperial units in US, LR and MM; GB stays metric", () => {
    for (const code of ["US", "LR", "MM"]) expect(isImperialSystemCountry(code)).toBe(true);
    for (const code of ["GB", "UK", "CA", "DE"]) expect(isImperialSystemCountry(code)).toBe(false);
  });

  it("asks for a separate e-mail opt-in in the documented countries", () => {
    for (const code of ["DE", "GB", "CH", "CA", "AU", "NZ", "JP", "KR", "NO"]) {
      expect(isSeparateEmailSubscriptionCountry(code), code).toBe(true);
    }
    for (const code of ["US", "AE", "BR", "MX"]) expect(isSeparateEmailSubscriptionCountry(code), code).toBe(false);
  });

  it("treats the documented countries as solid-legal", () => {
    for (const code of ["DE", "GB", "US", "JP", "CA", "AU"]) expect(isSolidLegalCountry(code), code).toBe(true);
    for (const code of ["AE", "BR", "MX", "TH"]) expect(isSolidLegalCountry(code), code).toBe(false);
  });

  it("has the 32 feature-flag countries of the spec, UK included", () => {
    expect(featureFlagCountries).toHaveLength(32);
    expect(isFeatureFlagCountry("UK")).toBe(true);
    expect(isFeatureFlagCountry("US")).toBe(true);
    expect(isFeatureFlagCountry("IS")).toBe(false);
    expect(isFeatureFlagCountry("CH")).toBe(false);
  });

  it("offers the US privacy choices only in the US and the commercial disclosure only in JP", () => {
    expect(isPrivacyChoicesCountry("US")).toBe(true);
    expect(isPrivacyChoicesCountry("CA")).toBe(false);
    expect(isCommercialDisclosureCountry("JP")).toBe(true);
    expect(isCommercialDisclosureCountry("KR")).toBe(false);
  });
});
