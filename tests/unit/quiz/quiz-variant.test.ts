import { describe, expect, it } from "vitest";
import { parseQuizVariant, quizVariantKey } from "@/features/quiz/domain/quiz-variant";

describe("the variant segment of a prerendered first step", () => {
  it("round-trips every unit system and layout", () => {
    for (const units of ["metric", "imperial"] as const)
      for (const layout of ["standard", "compact"] as const)
        expect(parseQuizVariant(quizVariantKey({ units, layout }))).toEqual({ units, layout });
  });

  it("refuses anything else (the page answers 404)", () => {
    for (const key of ["", "metric", "metric-", "metric-wide", "stone-standard", "metric-standard-x", "METRIC-STANDARD"])
      expect(parseQuizVariant(key)).toBeNull();
  });
});
