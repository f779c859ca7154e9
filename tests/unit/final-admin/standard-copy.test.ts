import { describe, expect, it } from "vitest";
import { flattenMessages, ownCopyFrom } from "@/features/final-admin/domain/standard-copy";

const copy = {
  en: flattenMessages({ hero: { title: "Your plan is ready", goal: "Reach {weight} by {date}" }, packages: { cta: "Get my plan" } }),
  de: flattenMessages({ hero: { title: "Dein Plan ist fertig", goal: "{weight} bis {date}" }, packages: { cta: "Plan holen" } }),
};

describe("the final page editor's standard copy", () => {
  it("flattens the message tree to dotted keys", () => {
    expect(copy.en).toEqual({ "hero.title": "Your plan is ready", "hero.goal": "Reach {weight} by {date}", "packages.cta": "Get my plan" });
  });

  it("starts own copy from the standard text in English and the locale being edited, not the others", () => {
    expect(ownCopyFrom(copy, "hero.title", "de")).toEqual({ en: "Your plan is ready", de: "Dein Plan ist fertig" });
    expect(ownCopyFrom(copy, "hero.title", "en")).toEqual({ en: "Your plan is ready" });
    expect(ownCopyFrom(copy, "packages.cta", "ar")).toEqual({ en: "Get my plan" });
  });

  it("starts empty where the message fills in values, and for an unknown key", () => {
    expect(ownCopyFrom(copy, "hero.goal", "de")).toEqual({});
    expect(ownCopyFrom(copy, "hero.missing", "en")).toEqual({});
  });
});
