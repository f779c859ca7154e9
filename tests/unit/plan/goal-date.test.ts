import { describe, expect, it } from "vitest";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { goalStartDay } from "@/features/plan/domain/goal-start";
import { planFromAnswers } from "@/features/plan/domain/quiz-plan-answers";
import { weekPlanSetup } from "@/features/plan/domain/week-plan-input";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import type { QuizProfile } from "@/features/quiz/domain/profile";
import { summaryFigures } from "@/features/quiz/domain/summary-figures";
import { summaryInput } from "@/features/quiz/domain/summary-input";
import cases from "./goal-date.cases.json";

const foods = Object.entries(foodFacts).map(([id, fact]) => ({ id, animal: fact.animal }));
const definition = { audience: "all" } as unknown as FunnelDefinition;

/** The final page's date: the summary of the visitor's profile, counted from its UTC today. */
function paywallGoalDate(profile: QuizProfile, now: Date): string {
  const input = summaryInput(definition, profile, now.toISOString().slice(0, 10));
  return summaryFigures(input!).goalDate;
}

/** The account's date: the stored week's targets (generate-meal-plan.ts), counted from the purchase day. */
function accountGoalDate(profile: Record<string, unknown>, purchasedAt: Date | null, weekStart: string): string {
  const { energy } = weekPlanSetup({
    profile,
    preferences: planFromAnswers(profile).preferences,
    weekStart,
    goalFrom: goalStartDay(purchasedAt, weekStart),
    foods,
  });
  return energy.goalDateAtTarget ?? energy.goalDate;
}

describe("the goal date the paywall promises is the one the account shows", () => {
  it.each(cases)("$why", ({ profile, purchasedAt, weekStarts, goalDate }) => {
    const bought = new Date(purchasedAt);
    expect(paywallGoalDate(profile as QuizProfile, bought)).toBe(goalDate);
    for (const weekStart of weekStarts) expect(accountGoalDate(profile, bought, weekStart)).toBe(goalDate);
  });

  it("counts from the purchase's UTC day, whatever week is planned", () => {
    expect(goalStartDay(new Date("2026-11-29T23:59:59.000Z"), "2026-11-23")).toBe("2026-11-29");
    expect(goalStartDay(new Date("2026-11-30T00:00:00.000Z"), "2026-12-07")).toBe("2026-11-30");
  });

  it("before any purchase, counts from the day given (the planned week's first day)", () => {
    expect(goalStartDay(null, "2026-11-23")).toBe("2026-11-23");
    const [walk] = cases;
    expect(accountGoalDate(walk!.profile, null, "2026-11-23")).toBe("2027-04-19");
  });
});
