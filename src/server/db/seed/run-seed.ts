import type { Db } from "../db-type";
import { seedExperiments } from "./seed-experiments";
import { seedFinalPages } from "./seed-final-pages";
import { seedPricePackages } from "./seed-price-packages";
import { seedQuizFunnels } from "./seed-quiz-funnels";
import { seedRecipes } from "./seed-recipes";
import { seedSettings } from "./seed-settings";
import { seedSiteSettings } from "./seed-site-settings";
import { seedStaff } from "./seed-staff";

/**
 * The idempotent seed: every step inserts what is missing and leaves existing rows alone,
 * so running it twice changes nothing. Later features add their steps here, in order.
 */
export const seedSteps: ReadonlyArray<{ name: string; run: (db: Db) => Promise<void> }> = [
  { name: "settings", run: seedSettings },
  { name: "site settings", run: seedSiteSettings },
  { name: "quiz funnels", run: seedQuizFunnels },
  { name: "experiments", run: seedExperiments },
  { name: "price packages", run: seedPricePackages },
  { name: "final pages", run: seedFinalPages },
  { name: "recipes", run: (db) => seedRecipes(db) },
  { name: "demo staff", run: seedStaff },
  { name: "split results demo", run: async (db) => (await import("@/features/split-results/data/seed-demo-exposures")).seedDemoExposures(db) },
];

export async function runSeed(db: Db, log: (line: string) => void = () => {}): Promise<void> {
  for (const step of seedSteps) {
    await step.run(db);
    log(`seeded ${step.name}`);
  }
}
