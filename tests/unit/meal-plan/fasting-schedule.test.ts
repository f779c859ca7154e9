import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fastingProtocols,
  fastingRules,
  fastingSchedule,
  parseTime,
  protocolByExperience,
  type FastingExperience,
} from "@/features/meal-plan/domain/fasting";
import golden from "./golden/fasting.json";

describe("fasting schedule (golden cases)", () => {
  for (const c of golden.cases) {
    it(c.name, () => {
      expect(fastingSchedule(c.input as Parameters<typeof fastingSchedule>[0])).toEqual(c.expected);
    });
  }
});

const windowOf = (protocol: string) =>
  fastingProtocols.find((p) => p.protocol === protocol)!.windowMinutes;
const experiences: FastingExperience[] = ["none", "some", "experienced", "advanced"];

describe("fasting schedule (properties)", () => {
  it("fits every meal inside the window, two hours apart, with the shortest window that fits", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...experiences),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        (experience, mealsPerDay, minutes) => {
          const firstMealTime = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
          const schedule = fastingSchedule({ experience, mealsPerDay, firstMealTime });
          const start = parseTime(schedule.windowStart);
          const end = parseTime(schedule.windowEnd);
          const times = schedule.slots.map((s) => parseTime(s.time));
          expect(schedule.slots).toHaveLength(mealsPerDay);
          expect(end - start).toBe(windowOf(schedule.protocol));
          expect(start).toBeGreaterThanOrEqual(fastingRules.earliestStartMinutes);
          expect(end).toBeLessThanOrEqual(fastingRules.latestEndMinutes);
          expect(times[0]).toBe(start);
          expect(times.at(-1)!).toBeLessThanOrEqual(end - fastingRules.lastMealMinutes);
          for (let i = 1; i < times.length; i++)
            expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(fastingRules.minGapMinutes);
          // Never a shorter window than the experience asks, and longer only when needed.
          expect(windowOf(schedule.protocol)).toBeGreaterThanOrEqual(
            windowOf(protocolByExperience[experience]),
          );
          expect(schedule.widened).toBe(schedule.protocol !== protocolByExperience[experience]);
          if (schedule.widened) {
            const shorter =
              fastingProtocols[
                fastingProtocols.findIndex((p) => p.protocol === schedule.protocol) + 1
              ]!;
            expect(
              (shorter.windowMinutes - fastingRules.lastMealMinutes) / (mealsPerDay - 1),
            ).toBeLessThan(fastingRules.minGapMinutes);
          }
          const types = schedule.slots.map((s) => s.mealType);
          expect(types.at(-1) === "dinner" || types.at(-2) === "dinner").toBe(true);
          if (types.includes("breakfast")) expect(types[0]).toBe("breakfast");
        },
      ),
      { numRuns: 400, seed: 3 },
    );
  });

  it("refuses a meal count outside 2 to 5", () => {
    expect(() =>
      fastingSchedule({ experience: "none", mealsPerDay: 1, firstMealTime: "08:00" }),
    ).toThrow(RangeError);
    expect(() =>
      fastingSchedule({ experience: "none", mealsPerDay: 6, firstMealTime: "08:00" }),
    ).toThrow(RangeError);
    expect(() =>
      fastingSchedule({ experience: "none", mealsPerDay: 3, firstMealTime: "8am" }),
    ).toThrow(RangeError);
  });
});
