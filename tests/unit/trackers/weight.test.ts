import { describe, expect, it } from "vitest";
import { parseWeightInput, projectToGoal, sortEntries, weightChartPoints, weightInUnits } from "@/features/trackers/domain/weight";

describe("weight units", () => {
  it("shows kg or lb to one decimal", () => {
    expect(weightInUnits(80, "metric")).toBe(80);
    expect(weightInUnits(80, "imperial")).toBe(176.4);
    expect(weightInUnits(72.35, "metric")).toBe(72.4);
  });

  it("reads what was typed, in the person's units, with a comma or a point", () => {
    expect(parseWeightInput("80,5", "metric")).toBe(80.5);
    expect(parseWeightInput(" 176.4 ", "imperial")).toBe(80.014);
    // Kept to the gram, so pounds read back as typed (a tenth of a kg would turn 81.5 into 81.6).
    expect(weightInUnits(parseWeightInput("81.5", "imperial")!, "imperial")).toBe(81.5);
    expect(parseWeightInput("", "metric")).toBeNull();
    expect(parseWeightInput("abc", "metric")).toBeNull();
    expect(parseWeightInput("19", "metric")).toBeNull();
    expect(parseWeightInput("800", "imperial")).toBeNull();
  });
});

describe("projection to the goal", () => {
  const log = [
    { date: "2026-03-08", kg: 89 },
    { date: "2026-03-01", kg: 90 },
  ];

  it("keeps one entry per day, sorted by date", () => {
    expect(sortEntries([...log, { date: "2026-03-01", kg: 91 }])).toEqual([
      { date: "2026-03-01", kg: 91 },
      { date: "2026-03-08", kg: 89 },
    ]);
  });

  it("goes from the last entry to the plan's goal date", () => {
    expect(projectToGoal(log, 80, "2026-06-01")).toEqual({ from: { date: "2026-03-08", kg: 89 }, to: { date: "2026-06-01", kg: 80 } });
  });

  it("follows the log's pace without a goal date, and only towards the goal", () => {
    // 1 kg a week; 9 kg to go → 63 days after the last entry.
    expect(projectToGoal(log, 80)).toEqual({ from: { date: "2026-03-08", kg: 89 }, to: { date: "2026-05-10", kg: 80 } });
    expect(projectToGoal(log, 95)).toBeNull();
    expect(projectToGoal([{ date: "2026-03-01", kg: 90 }], 80)).toBeNull();
    expect(projectToGoal(log, 89)).toBeNull();
    expect(projectToGoal(log, 80, "2026-03-01")).toBeNull();
  });

  it("gives the chart its rows in the person's units", () => {
    expect(weightChartPoints(log, 80, "metric", "2026-06-01")).toEqual([
      { date: "2026-03-01", weight: 90 },
      { date: "2026-03-08", weight: 89, projected: 89 },
      { date: "2026-06-01", projected: 80 },
    ]);
    expect(weightChartPoints([], 80, "imperial")).toEqual([]);
  });
});
