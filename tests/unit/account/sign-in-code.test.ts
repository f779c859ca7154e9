import { describe, expect, it } from "vitest";
import { normalizeSignInCode } from "@/features/account/domain/sign-in-code";
import { codeFailureOf } from "@/features/account/domain/sign-in-failure";
import { signInCodeSchema, signInRequestSchema } from "@/features/account/domain/sign-in-schemas";
import cases from "./cases/sign-in-code.json";

describe("the typed sign-in code", () => {
  for (const { typed, code, why } of cases.normalizeSignInCode) {
    it(`${JSON.stringify(typed)} → ${code ?? "not a code"} (${why})`, () => {
      expect(normalizeSignInCode(typed)).toBe(code);
    });
  }
});

describe("better-auth's code errors in our words", () => {
  for (const { libraryCode, failure } of cases.codeFailureOf) {
    it(`${libraryCode ?? "no code"} → ${failure}`, () => {
      expect(codeFailureOf(libraryCode ?? undefined)).toBe(failure);
    });
  }
});

describe("sign-in bodies", () => {
  it("take a trimmed address and refuse anything else or extra fields", () => {
    expect(signInRequestSchema.parse({ email: "  ana@example.com ", locale: "de" })).toEqual({ email: "ana@example.com", locale: "de" });
    expect(signInRequestSchema.safeParse({ email: "ana@" }).success).toBe(false);
    expect(signInRequestSchema.safeParse({ email: "ana@example.com", admin: true }).success).toBe(false);
    expect(signInRequestSchema.safeParse({ email: `${"a".repeat(250)}@example.com` }).success).toBe(false);
    expect(signInCodeSchema.safeParse({ email: "ana@example.com", code: "1".repeat(41) }).success).toBe(false);
  });
});
