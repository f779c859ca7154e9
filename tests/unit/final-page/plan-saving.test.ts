import { describe, expect, it } from "vitest";
import { planSavings, type SavingPlan } from "@/features/final-page/domain/plan-saving";
import { readFinalPageFixture } from "./read-fixture";

type Case = { name: string; plans: SavingPlan[]; expected: unknown };

const { cases } = readFinalPageFixture<{ cases: Case[] }>("plan-saving.json");

describe("planSavings: against a plan the page really offers (golden cases)", () => {
  it.each(cases)("$name", ({ plans, expected }) => {
    expect(planSavings(plans)).toEqual(expected);
  });
});
