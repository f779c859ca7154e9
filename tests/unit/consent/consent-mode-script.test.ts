import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { consentModeDefaultsScript } from "@/features/consent/domain/consent-mode-script";

/** Runs the fixed defaults script as a browser would, and returns what it told gtag. */
function run(cookie: string, globalPrivacyControl?: boolean) {
  // As on a page, `window` is the global object itself.
  const window: Record<string, unknown> = { document: { cookie }, navigator: { globalPrivacyControl } };
  window.window = window;
  runInNewContext(consentModeDefaultsScript(), window);
  const calls = (window.dataLayer as IArguments[]).map((entry) => Array.from(entry));
  return {
    defaults: calls.find((call) => call[0] === "consent" && call[1] === "default")?.[2] as Record<string, string>,
    redaction: calls.find((call) => call[0] === "set" && call[1] === "ads_data_redaction")?.[2],
  };
}

describe("Consent Mode defaults on every page (one fixed script)", () => {
  it("denies every signal where consent is required, by the countryCode cookie", () => {
    const { defaults, redaction } = run("a=1; countryCode=DE; b=2");
    expect(defaults).toMatchObject({ ad_storage: "denied", analytics_storage: "denied", functionality_storage: "denied", security_storage: "granted" });
    expect(redaction).toBe(true);
  });

  it("grants every signal elsewhere, and denies the ad signals under Global Privacy Control", () => {
    expect(run("countryCode=US").defaults).toMatchObject({ ad_storage: "granted", ad_user_data: "granted", analytics_storage: "granted" });
    expect(run("countryCode=US").redaction).toBe(false);
    expect(run("countryCode=US", true).defaults).toMatchObject({ ad_storage: "denied", ad_personalization: "denied", analytics_storage: "granted" });
    expect(run("countryCode=JP", true).defaults.ad_user_data).toBe("denied");
  });

  it("treats an unknown or malformed country as one that asks first", () => {
    expect(run("").defaults.analytics_storage).toBe("denied");
    expect(run("countryCode=<script>").defaults.analytics_storage).toBe("denied");
    expect(run("xcountryCode=US").defaults.analytics_storage).toBe("denied");
  });

  it("waits 500 ms for an update", () => {
    expect(run("countryCode=FR").defaults).toMatchObject({ wait_for_update: 500 });
  });
});
