import type { SummaryFigures } from "@/features/quiz/domain/summary-figures";

export type HeroFigures = {
  startKg: number;
  goalKg: number;
  goalDate: string;
  goal: SummaryFigures["goal"];
  /** The chart's points in a 0–100 box (x to the right, y downwards), from the weight curve. */
  chart: { x: number; y: number; date: string; weightKg: number }[];
};

/**
 * The hero's personalised figures from the quiz summary (docs/final-page.md, "Hero"): start and
 * goal weight, the projected date, and the weight curve scaled into a 0–100 box with a margin
 * of 10 at top and bottom so the line never touches the edge. A flat curve (maintenance) sits
 * in the middle.
 */
export function heroFigures(figures: SummaryFigures): HeroFigures | null {
  const curve = figures.curve;
  const first = curve[0];
  const last = curve[curve.length - 1];
  if (!first || !last) return null;
  const weights = curve.map((point) => point.weightKg);
  const max = Math.max(...weights);
  const min = Math.min(...weights);
  const span = max - min;
  const steps = Math.max(1, curve.length - 1);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    startKg: first.weightKg,
    goalKg: last.weightKg,
    goalDate: figures.goalDate,
    goal: figures.goal,
    chart: curve.map((point, index) => ({
      x: round((index / steps) * 100),
      y: span === 0 ? 50 : round(10 + ((max - point.weightKg) / span) * 80),
      date: point.date,
      weightKg: point.weightKg,
    })),
  };
}
