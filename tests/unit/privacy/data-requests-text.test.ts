import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";

const keys = ["title", "intro", "how", "export", "erase", "kept", "timing"];
const textOf = (locale: string) =>
  (
    JSON.parse(readFileSync(path.resolve("messages", `${locale}.json`), "utf8")) as {
      legal: { dataRequests: Record<string, string> };
    }
  ).legal.dataRequests;

/** The privacy policy's "how to ask for a copy or erasure" text, in every language. */
describe("the privacy policy's data requests text", () => {
  it("has the same keys in all 16 languages, each written (not the English copied) and naming the address", () => {
    expect(locales).toHaveLength(16);
    const english = textOf("en");
    for (const locale of locales) {
      const text = textOf(locale);
      expect(Object.keys(text).sort(), locale).toEqual([...keys].sort());
      for (const key of keys)
        expect(text[key]!.trim().length, `${locale}.${key}`).toBeGreaterThan(5);
      expect(text.how, locale).toContain("{email}");
      if (locale !== "en")
        for (const key of keys)
          expect(text[key], `${locale}.${key} is the English text`).not.toBe(english[key]);
    }
  });
});
