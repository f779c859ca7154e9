import { describe, expect, it } from "vitest";
import { runInNewContext } from "node:vm";
import { readVisitorFacts } from "@/features/site/client/visitor-facts";
import { visitorHintsScript } from "@/features/site/domain/visitor-hints-script";
import { variantPathOf } from "@/server/proxy/variant-step";

describe("the visitor's facts a prerendered page reads in the browser", () => {
  it("reads the country, the return address and the signed-in hint from the readable cookies", () => {
    expect(readVisitorFacts({ cookie: "countryCode=de; returnURL=%2Fcheckout%3Fpp%3D3; userId=0b7c4c7e-1111-4a5e-9f2e-2f6a1a0c9d11" })).toEqual({
      known: true,
      country: "DE",
      returnUrl: "/checkout?pp=3",
      userId: "0b7c4c7e-1111-4a5e-9f2e-2f6a1a0c9d11",
    });
  });

  it("knows nothing from missing or malformed cookies", () => {
    expect(readVisitorFacts({ cookie: "" })).toEqual({ known: true, country: "", returnUrl: null, userId: null });
    expect(readVisitorFacts({ cookie: "countryCode=USA; userId=" }).country).toBe("");
    expect(readVisitorFacts({ cookie: "userId=" }).userId).toBeNull();
  });
});

describe("the proxy's rewrite to a prerendered variant", () => {
  it("sends home with the split's hero b to its internal path, in every locale", () => {
    expect(variantPathOf("/en", new URLSearchParams("hero=b&utm_source=x"), "US")).toBe("/en/_v/home-hero-b");
    expect(variantPathOf("/ar/", new URLSearchParams("hero=b"), "AE")).toBe("/ar/_v/home-hero-b");
  });

  it("shows Japan's commercial disclosure to visitors from Japan only (others get the 404 page)", () => {
    expect(variantPathOf("/ja/commercial-disclosure", new URLSearchParams(), "JP")).toBeNull();
    expect(variantPathOf("/en/commercial-disclosure", new URLSearchParams(), "US")).toBe("/en/_v/not-found");
  });

  it("leaves every other page and variant alone", () => {
    expect(variantPathOf("/en", new URLSearchParams("hero=c"), "US")).toBeNull();
    expect(variantPathOf("/en", new URLSearchParams(), "US")).toBeNull();
    expect(variantPathOf("/en/privacy-policy", new URLSearchParams("hero=b"), "US")).toBeNull();
    expect(variantPathOf("/xx", new URLSearchParams("hero=b"), "US")).toBeNull();
  });
});

describe("the visitor hints script (before the first paint)", () => {
  const classesAfter = (cookie: string) => {
    const classes = new Set<string>();
    const document = { cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } };
    runInNewContext(visitorHintsScript, { document });
    return [...classes];
  };

  it("reserves the return panel's place when a return address is stored", () => {
    expect(classesAfter("a=1; returnURL=%2Fquiz")).toEqual(["pw-has-return"]);
  });

  it("reserves nothing without one, or with an empty one", () => {
    expect(classesAfter("a=1")).toEqual([]);
    expect(classesAfter("returnURL=; b=2")).toEqual([]);
    expect(classesAfter("xreturnURL=%2Fquiz")).toEqual([]);
  });
});
