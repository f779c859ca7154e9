import { describe, expect, it } from "vitest";
import { maskEmail } from "@/features/staff/domain/mask-email";
import cases from "../../fixtures/staff/mask-email.json";

describe("maskEmail (golden)", () => {
  for (const testCase of cases) {
    it(JSON.stringify(testCase.input), () => {
      expect(maskEmail(testCase.input)).toBe(testCase.masked);
    });
  }
});
