import { describe, expect, it } from "vitest";
import { compactFunnelSlugs, isCompactFunnelActive } from "@/features/quiz/domain/compact-funnel-flag";
import { compactOrder, stepSequence } from "@/features/quiz/domain/step-sequence";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";

const countries = "AT BE BG CY CZ DE DK EE ES FI FR GB UK GR HR HU IE IT LI LT LU LV MT NL NO PL PT RO SE SI SK US".split(" ");

describe("the compact-funnel feature flag (spec section 2)", () => {
  it("is on when the path has a slug, the country is listed and the switch is on", () => {
    for (const slug of compactFunnelSlugs) {
      for (const country of countries) {
        expect(isCompactFunnelActive({ pathname: `/de/${slug}${slug.includes("/") ? "" : "/step-age"}`, countryCode: country, switchOn: true })).toBe(true);
      }
    }
  });

  it("condition 1: is off for a path without one of the slugs", () => {
    expect(isCompactFunnelActive({ pathname: "/fasting-mxfb-2968/step-age", countryCode: "DE", switchOn: true })).toBe(false);
    expect(isCompactFunnelActive({ pathname: "/some-other-funnel/step-gender", countryCode: "DE", switchOn: true })).toBe(false);
    expect(isCompactFunnelActive({ pathname: "/fasting-mxfb-2968/step-gender", countryCode: "DE", switchOn: true })).toBe(true);
  });

  it("condition 2: is off outside the 32 countries (or without a country)", () => {
    for (const country of ["CH", "IS", "CA", "JP", "BR", "AU", "IN"]) {
      expect(isCompactFunnelActive({ pathname: "/fasting-mix-2968/step-gender", countryCode: country, switchOn: true })).toBe(false);
    }
    expect(isCompactFunnelActive({ pathname: "/fasting-mix-2968/step-gender", countryCode: undefined, switchOn: true })).toBe(false);
    expect(isCompactFunnelActive({ pathname: "/fasting-mix-2968/step-gender", countryCode: "de", switchOn: true })).toBe(true);
  });

  it("condition 3: is off when the build-time switch is off", () => {
    expect(isCompactFunnelActive({ pathname: "/fasting-mix-2968/step-gender", countryCode: "US", switchOn: false })).toBe(false);
  });

  it("the compact layout drops interstitials and puts the e-mail after the summary", () => {
    for (const funnel of demoFunnels) {
      const standard = stepSequence(funnel).map((s) => s.id);
      const compact = stepSequence(funnel, { layout: "compact" }).map((s) => s.id);
      expect(compact.length).toBeLessThan(standard.length);
      expect(compact.at(-1)).toBe("step-email");
      expect(compact.at(-2)).toBe("step-summary");
      expect(compact).not.toContain("info-social-proof");
      expect(compactOrder(stepSequence(funnel, { layout: "compact" })).map((s) => s.id)).toEqual(compact);
    }
  });
});
