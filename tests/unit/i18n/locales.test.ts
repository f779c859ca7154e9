import { describe, expect, it } from "vitest";
import { directionOf, isLocale, localizePath, locales, stripLocale } from "@/i18n/locales";
import { routing } from "@/i18n/routing";

describe("locales", () => {
  it("are the 16 of the spec with en as the unprefixed default", () => {
    expect([...locales]).toEqual(["ar", "de", "en", "es", "fr", "id", "it", "ja", "ko", "pl", "pt", "th", "tr", "vi", "zh-CN", "zh-TW"]);
    expect(routing.defaultLocale).toBe("en");
    expect(routing.localePrefix).toBe("as-needed");
  });

  it("only Arabic is right-to-left", () => {
    expect(locales.filter((l) => directionOf(l) === "rtl")).toEqual(["ar"]);
  });

  it("recognises locales exactly (case matters for zh-CN / zh-TW)", () => {
    expect(isLocale("zh-CN")).toBe(true);
    expect(isLocale("zh-cn")).toBe(false);
    expect(isLocale("xx")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it.each([
    ["/", "de", "/de"],
    ["/about", "de", "/de/about"],
    ["/de/about", "en", "/about"],
    ["/de", "en", "/"],
    ["/zh-TW/blog/x", "ar", "/ar/blog/x"],
    ["/fasting-mix-2968/step-gender", "ja", "/ja/fasting-mix-2968/step-gender"],
  ])("localizePath(%s, %s) = %s", (path, locale, expected) => {
    expect(localizePath(path, locale as never)).toBe(expected);
  });

  it("strips only a real locale prefix", () => {
    expect(stripLocale("/de/about")).toBe("/about");
    expect(stripLocale("/deutsch/about")).toBe("/deutsch/about");
    expect(stripLocale("/ar")).toBe("/");
  });
});
