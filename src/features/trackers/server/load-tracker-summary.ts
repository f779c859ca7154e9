import "server-only";
import { waterTargetMl } from "@/features/meal-plan/domain/energy";
import type { WeightEntry } from "@/features/trackers/domain/weight";
import type { Db } from "@/server/db/db-type";
import { openFast, type OpenFast } from "./fasting-log";
import { waterTotal } from "./water-log";
import { listWeights } from "./weight-log";

export type TrackerSummary = {
  weights: WeightEntry[];
  /** The latest logged weight, else the one the caller knows (the quiz's). */
  currentKg: number | null;
  /** Water target from the current weight (35 ml per kg), null without any weight. */
  waterTargetMl: number | null;
  todayWaterMl: number;
  openFast: OpenFast | null;
};

/**
 * What the tracker components need for one signed-in person, in one call (for pages such as
 * the plan's). `today` is the person's local day when known, else the UTC day. Reads only.
 */
export async function loadTrackerSummary(
  db: Db,
  userUuid: string,
  options: { today: string; fallbackKg?: number },
): Promise<TrackerSummary> {
  const [weights, todayWaterMl, open] = await Promise.all([
    listWeights(db, userUuid),
    waterTotal(db, userUuid, options.today),
    openFast(db, userUuid),
  ]);
  const currentKg = weights.at(-1)?.kg ?? options.fallbackKg ?? null;
  return {
    weights,
    currentKg,
    waterTargetMl: currentKg === null ? null : waterTargetMl(currentKg),
    todayWaterMl,
    openFast: open,
  };
}
