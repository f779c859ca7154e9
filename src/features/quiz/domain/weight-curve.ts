import { addDays } from "./body-metrics";
import { roundTo } from "./units";

export type CurvePoint = { date: string; weightKg: number };

/**
 * The projected weight curve of the summary: `points` points from today to the goal date,
 * easing out (faster at first, gentler near the goal) as real progress tends to look.
 */
export function projectWeightCurve(input: {
  today: string;
  startKg: number;
  targetKg: number;
  weeks: number;
  points?: number;
}): CurvePoint[] {
  const count = Math.max(2, input.points ?? 6);
  const totalDays = Math.max(0, input.weeks) * 7;
  return Array.from({ length: count }, (_, index) => {
    const t = index / (count - 1);
    const eased = 1 - (1 - t) ** 1.6;
    return {
      date: addDays(input.today, Math.round(totalDays * t)),
      weightKg: roundTo(input.startKg + (input.targetKg - input.startKg) * eased, 1),
    };
  });
}
