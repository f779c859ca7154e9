import { describe, expect, it } from "vitest";
import { consentBannerDelayMs, consentModeSignals, consentPlan, withdrawnGroups } from "@/features/consent/domain/consent-groups";

describe("consent plan", () => {
  it("is opt-in with a banner after 4 s where consent is required", () => {
    for (const country of ["DE", "FR", "GB", "NO", "IS", "LI", "CH", "BR"]) {
      const plan = consentPlan(country, false);
      expect(plan, country).toMatchObject({ mode: "opt-in", showBanner: true, texts: "consent" });
      expect(plan.defaults).toEqual({ necessary: true, performance: false, functional: false, targeting: false });
    }
    expect(consentBannerDelayMs).toBe(4000);
  });

  it("grants every group elsewhere, without a banner", () => {
    for (const country of ["AE", "JP", "US", "CA"]) {
      const plan = consentPlan(country, false);
      expect(plan, country).toMatchObject({ mode: "opt-out", showBanner: false });
      expect(plan.defaults).toEqual({ necessary: true, performance: true, functional: true, targeting: true });
    }
  });

  it("treats Global Privacy Control as an opt-out of targeting outside the consent countries", () => {
    expect(consentPlan("US", true).defaults.targeting).toBe(false);
    expect(consentPlan("US", true).defaults.performance).toBe(true);
    expect(consentPlan("DE", true).defaults.targeting).toBe(false);
  });

  it("uses the privacy-choices texts in the US only", () => {
    expect(consentPlan("US", false).texts).toBe("privacy-choices");
    expect(consentPlan("AE", false).texts).toBe("consent");
  });
});

describe("Google Consent Mode v2 signals", () => {
  it("maps targeting to the three ad signals and performance to analytics", () => {
    expect(consentModeSignals({ necessary: true, performance: true, functional: false, targeting: false })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
    });
    const all = consentModeSignals({ necessary: true, performance: true, functional: true, targeting: true });
    expect(all.ad_storage).toBe("granted");
    expect(all.ad_user_data).toBe("granted");
    expect(all.ad_personalization).toBe("granted");
  });
});

describe("withdrawal", () => {
  it("names the groups that were granted and are not any more", () => {
    const before = { necessary: true, performance: true, functional: true, targeting: false };
    expect(withdrawnGroups(before, { ...before, performance: false })).toEqual(["performance"]);
    expect(withdrawnGroups(before, { ...before, targeting: true })).toEqual([]);
    expect(withdrawnGroups(before, before)).toEqual([]);
  });
});
