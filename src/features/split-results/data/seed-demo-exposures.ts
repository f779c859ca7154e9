import type { Db } from "@/server/db/db-type";
import { splitExposures } from "@/server/db/schema/experiments";

/** The demo split whose results the seed fills with exposures (docs/split-results.md, "Demo"). */
export const demoResultsSplit = "step_one_quiz_variants";
const demoVisitors = 420;
const dayMs = 86_400_000;

/**
 * Demo exposures of one seeded split, spread over the last two weeks and shared evenly between
 * its two groups, so its results page has visitors and a chart. Idempotent: a visitor is
 * exposed once per split, so running it again adds nothing.
 */
export async function seedDemoExposures(db: Db, now = new Date()): Promise<void> {
  const start = now.getTime() - 14 * dayMs;
  await db
    .insert(splitExposures)
    .values(
      Array.from({ length: demoVisitors }, (_, i) => ({
        visitorId: `demo-results-visitor-${i}`,
        splitName: demoResultsSplit,
        step: "step_one",
        groupKey: String(i % 2),
        createdAt: new Date(start + Math.floor((i * 14 * dayMs) / demoVisitors)),
      })),
    )
    .onConflictDoNothing();
}
