import { describe, expect, it } from "vitest";
import { resolveText } from "@/features/final-page/domain/final-page-text";

describe("resolveText", () => {
  it("a message key stays a key for the translator", () => {
    expect(resolveText({ key: "hero.title" }, "de")).toEqual({
      kind: "message",
      key: "hero.title",
    });
  });

  it("staff text shows the locale's own text, else the English", () => {
    const text = {
      text: { en: "Your plan is ready", de: "Dein Plan ist fertig", "zh-TW": "你的計畫已準備好" },
    };
    expect(resolveText(text, "de")).toEqual({ kind: "literal", text: "Dein Plan ist fertig" });
    expect(resolveText(text, "zh-TW")).toEqual({ kind: "literal", text: "你的計畫已準備好" });
    expect(resolveText(text, "ja")).toEqual({ kind: "literal", text: "Your plan is ready" });
  });
});
