import type { MealType } from "./recipe";

/** Fasting experience as the quiz asks it. */
export type FastingExperience = "none" | "some" | "experienced" | "advanced";
export type FastingProtocol = "12:12" | "14:10" | "16:8" | "18:6";

/** Protocols from the longest eating window to the shortest, with the window in minutes. */
export const fastingProtocols: ReadonlyArray<{ protocol: FastingProtocol; windowMinutes: number }> =
  [
    { protocol: "12:12", windowMinutes: 12 * 60 },
    { protocol: "14:10", windowMinutes: 10 * 60 },
    { protocol: "16:8", windowMinutes: 8 * 60 },
    { protocol: "18:6", windowMinutes: 6 * 60 },
  ];

export const protocolByExperience: Record<FastingExperience, FastingProtocol> = {
  none: "12:12",
  some: "14:10",
  experienced: "16:8",
  advanced: "18:6",
};

/** Rules of the eating window (docs/meal-plan.md, "Fasting"). */
export const fastingRules = {
  /** Meals start at least this far apart. */
  minGapMinutes: 120,
  /** The last meal starts this long before the window closes, so it is eaten inside it. */
  lastMealMinutes: 30,
  /** The window opens no earlier than 05:00 and closes no later than 22:00. */
  earliestStartMinutes: 5 * 60,
  latestEndMinutes: 22 * 60,
  /** Times are rounded to a quarter of an hour. */
  stepMinutes: 15,
} as const;

export type MealSlot = { mealType: MealType; time: string };

export type FastingSchedule = {
  protocol: FastingProtocol;
  /** True when the experience's protocol was too short for the meals and a longer window was taken. */
  widened: boolean;
  windowStart: string;
  windowEnd: string;
  slots: MealSlot[];
};

/**
 * The day's fasting schedule: the experience's protocol, or the next longer window when the
 * meals do not fit (meals at least two hours apart, the last starting half an hour before the
 * window closes); the window opens at the preferred first-meal time, moved earlier if it would
 * close after 22:00; meals spread evenly inside it, rounded to 15 minutes.
 */
export function fastingSchedule(input: {
  experience: FastingExperience;
  mealsPerDay: number;
  firstMealTime: string;
}): FastingSchedule {
  const meals = input.mealsPerDay;
  if (!Number.isInteger(meals) || meals < 2 || meals > 5)
    throw new RangeError("mealsPerDay must be 2 to 5");
  const wanted = fastingProtocols.findIndex(
    (p) => p.protocol === protocolByExperience[input.experience],
  );
  let index = wanted;
  while (index > 0 && !fits(fastingProtocols[index]!.windowMinutes, meals)) index--;
  const { protocol, windowMinutes } = fastingProtocols[index]!;
  const step = fastingRules.stepMinutes;
  const preferred = Math.round(parseTime(input.firstMealTime) / step) * step;
  const start = Math.max(
    fastingRules.earliestStartMinutes,
    Math.min(preferred, fastingRules.latestEndMinutes - windowMinutes),
  );
  const gap = (windowMinutes - fastingRules.lastMealMinutes) / (meals - 1);
  const types = slotMealTypes(meals, start);
  const slots = types.map((mealType, i) => ({
    mealType,
    time: formatTime(start + Math.floor((gap * i) / step) * step),
  }));
  return {
    protocol,
    widened: index !== wanted,
    windowStart: formatTime(start),
    windowEnd: formatTime(start + windowMinutes),
    slots,
  };
}

/**
 * Meal types by meals per day. Two meals: breakfast and dinner when the window opens before
 * 10:00, else lunch and dinner; three: breakfast, lunch, dinner (lunch, snack, dinner when the
 * window opens at 11:00 or later); four adds an afternoon snack; five a morning snack too. A
 * window opening at 11:00 or later has no breakfast: its extra meals are snacks.
 */
export function slotMealTypes(meals: number, startMinutes: number): MealType[] {
  const late = startMinutes >= 11 * 60;
  switch (meals) {
    case 2:
      return [startMinutes < 10 * 60 ? "breakfast" : "lunch", "dinner"];
    case 3:
      return late ? ["lunch", "snack", "dinner"] : ["breakfast", "lunch", "dinner"];
    case 4:
      return late
        ? ["lunch", "snack", "dinner", "snack"]
        : ["breakfast", "lunch", "snack", "dinner"];
    default:
      return late
        ? ["lunch", "snack", "snack", "dinner", "snack"]
        : ["breakfast", "snack", "lunch", "snack", "dinner"];
  }
}

function fits(windowMinutes: number, meals: number): boolean {
  return (windowMinutes - fastingRules.lastMealMinutes) / (meals - 1) >= fastingRules.minGapMinutes;
}

/** "HH:MM" (24 h) to minutes after midnight. */
export function parseTime(value: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new RangeError(`Not a time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}
