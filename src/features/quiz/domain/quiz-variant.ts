import type { UnitSystem } from "./units";
import type { FunnelLayout } from "./step-sequence";

/**
 * What a prerendered first step depends on besides its funnel, version, locale and step: the
 * unit system the visitor's country uses and the funnel layout (compact or standard). The
 * proxy chooses it and rewrites to the prerendered copy (docs/quiz.md, "Prerendered first
 * steps").
 */
export type QuizVariant = { units: UnitSystem; layout: FunnelLayout };

const unitSystems: readonly UnitSystem[] = ["metric", "imperial"];
const layouts: readonly FunnelLayout[] = ["standard", "compact"];

/** The variant as one path segment, e.g. `metric-standard`. */
export function quizVariantKey(variant: QuizVariant): string {
  return `${variant.units}-${variant.layout}`;
}

/** The variant a path segment names, or null for anything else. */
export function parseQuizVariant(key: string): QuizVariant | null {
  const [units, layout, ...rest] = key.split("-");
  if (rest.length > 0) return null;
  if (!unitSystems.includes(units as UnitSystem) || !layouts.includes(layout as FunnelLayout)) return null;
  return { units: units as UnitSystem, layout: layout as FunnelLayout };
}
