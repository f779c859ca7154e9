import { describe, expect, it } from "vitest";
import { heroFigures } from "@/features/final-page/domain/hero-figures";
import { summaryFigures, type SummaryInput } from "@/features/quiz/domain/summary-figures";
import { readFinalPageFixture } from "./read-fixture";

type Case = { name: string; input: SummaryInput; expected: unknown };

const { cases } = readFinalPageFixture<{ cases: Case[] }>("hero-figures.json");

describe("heroFigures (golden cases)", () => {
  it.each(cases)("$name", ({ input, expected }) => {
    expect(heroFigures(summaryFigures(input))).toEqual(expected);
  });

  it("a flat curve (keeping the weight) sits in the middle of the chart", () => {
    const figures = summaryFigures({
      sex: "male",
      age: 40,
      heightCm: 180,
      weightKg: 78,
      targetWeightKg: 78,
      activity: "moderate",
      today: "2026-01-10",
    });
    const hero = heroFigures(figures);
    expect(hero?.chart.every((point) => point.y === 50)).toBe(true);
    expect(hero?.goalKg).toBe(78);
  });

  it("no curve, no hero figures", () => {
    const figures = summaryFigures({
      sex: "male",
      age: 40,
      heightCm: 180,
      weightKg: 78,
      targetWeightKg: 70,
      activity: "moderate",
      today: "2026-01-10",
    });
    expect(heroFigures({ ...figures, curve: [] })).toBeNull();
  });
});
