import { describe, expect, it } from "vitest";
import { plansAhead } from "@/features/quiz/domain/plan-ahead";

describe("when a quiz answer plans the week ahead", () => {
  it("when the quiz is closing: the next step is the loader or the summary, or there is none", () => {
    expect(plansAhead("email", "loader")).toBe(true);
    expect(plansAhead("email", "summary")).toBe(true);
    expect(plansAhead("loader", "summary")).toBe(true);
    expect(plansAhead("summary", null)).toBe(true);
    expect(plansAhead("single", null)).toBe(true);
  });

  it("not in the middle of the quiz", () => {
    expect(plansAhead("single", "number")).toBe(false);
    expect(plansAhead("number", "email")).toBe(false);
    expect(plansAhead("info", "multi")).toBe(false);
  });
});
