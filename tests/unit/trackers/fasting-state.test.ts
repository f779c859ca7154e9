import { describe, expect, it } from "vitest";
import {
  fastingState,
  formatDuration,
  localSecondsOfDay,
  loggedFastProgress,
  type FastingScheduleProps,
  type FastingState,
} from "@/features/trackers/domain/fasting-state";
import golden from "./golden/fasting-state.json";

type Case = { name: string; schedule: FastingScheduleProps; now: string; expected: FastingState };
const seconds = (hms: string) => hms.split(":").map(Number).reduce((total, part) => total * 60 + part, 0);

describe("fastingState (golden cases)", () => {
  for (const c of golden as Case[]) {
    it(c.name, () => {
      expect(fastingState(c.schedule, seconds(c.now))).toEqual(c.expected);
    });
  }

  it("the two phases always add up to the day", () => {
    const schedule = { fastHours: 16, eatHours: 8, windowStart: "11:15" };
    for (let s = 0; s < 86_400; s += 997) {
      const state = fastingState(schedule, s);
      expect(state.secondsElapsed + state.secondsLeft).toBe(state.phaseSeconds);
      expect(state.progress).toBeGreaterThanOrEqual(0);
      expect(state.progress).toBeLessThanOrEqual(1);
    }
  });

  it("refuses schedules that do not make one day, and malformed times", () => {
    expect(() => fastingState({ fastHours: 16, eatHours: 9, windowStart: "12:00" }, 0)).toThrow(RangeError);
    expect(() => fastingState({ fastHours: 24, eatHours: 0, windowStart: "12:00" }, 0)).toThrow(RangeError);
    expect(() => fastingState({ fastHours: 16, eatHours: 8, windowStart: "24:00" }, 0)).toThrow(RangeError);
    expect(() => fastingState({ fastHours: 16, eatHours: 8, windowStart: "9:00" }, 0)).toThrow(RangeError);
  });
});

describe("logged fasts and clocks", () => {
  it("measures a logged fast against the planned hours", () => {
    const start = Date.parse("2026-03-01T20:00:00Z");
    expect(loggedFastProgress(start, start + 8 * 3_600_000, 16)).toEqual({ elapsedSeconds: 28_800, targetSeconds: 57_600, progress: 0.5, reached: false });
    expect(loggedFastProgress(start, start + 17 * 3_600_000, 16)).toMatchObject({ progress: 1, reached: true });
    expect(loggedFastProgress(start, start - 5000, 16)).toMatchObject({ elapsedSeconds: 0, progress: 0 });
  });

  it("formats countdowns as H:MM:SS", () => {
    expect(formatDuration(0)).toBe("0:00:00");
    expect(formatDuration(57_599)).toBe("15:59:59");
    expect(formatDuration(90_061)).toBe("25:01:01");
    expect(formatDuration(-3)).toBe("0:00:00");
  });

  it("reads the local time of day of a moment", () => {
    expect(localSecondsOfDay(new Date(2026, 0, 5, 7, 8, 9))).toBe(7 * 3600 + 8 * 60 + 9);
  });
});
