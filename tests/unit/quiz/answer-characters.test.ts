import { describe, expect, it } from "vitest";
import { hasUnsafeText, isSafeText } from "@/features/quiz/domain/answer-characters";

describe("unsafe text in answers", () => {
  it("refuses a NUL character, which PostgreSQL cannot store, anywhere in an answer", () => {
    expect(isSafeText("fe\u0000male")).toBe(false);
    expect(hasUnsafeText({ value: ["a", "b\u0000"] })).toBe(true);
    expect(hasUnsafeText({ ["val\u0000ue"]: "female" })).toBe(true);
  });

  it("refuses lone surrogates (half of an emoji) but accepts whole pairs and any script", () => {
    expect(isSafeText("\uD83D")).toBe(false);
    expect(isSafeText("x\uDE00")).toBe(false);
    expect(isSafeText("\uDE00\uD83D")).toBe(false);
    expect(isSafeText("Ana 😀 مرحبا 日本 Łódź")).toBe(true);
    expect(hasUnsafeText({ email: "a@b.co", consent: "on", values: ["x", "y"] })).toBe(false);
    expect(hasUnsafeText(undefined)).toBe(false);
  });
});
