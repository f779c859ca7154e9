import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PlanInput, PlanResult } from "@/features/meal-plan/domain/plan";
import type { Recipe } from "@/features/meal-plan/domain/recipe";
import { createLruCache, type LruCache } from "@/lib/lru-cache";
import type { Db } from "@/server/db/db-type";
import { recipes } from "@/server/db/schema/recipes";
import { planPreviewKeyText, planPreviewSetup, type PlanPreviewSetup } from "../domain/plan-preview";
import { planFoodKinds } from "./plan-food-kinds";
import { solvePreviewWeek } from "./plan-preview-solver";
import { loadPlanRecipes } from "./plan-recipe-store";

/**
 * The paywall's preview of the plan a visitor would buy (docs/final-page.md, "Plan"): the same
 * week setup, recipes and planner as the buyer's stored plan (`generateMealPlan`), solved on
 * this process's preview thread (`plan-preview-solver.ts`) and kept in memory only. It never
 * writes to the database.
 */

/** Planned weeks kept per process: one per distinct planner input, the least recently used dropped first. */
export const planPreviewCacheSize = 500;

type PreviewCache = {
  weeks: LruCache<string, Promise<PlanResult>>;
  /** The recipe catalogue as the planner takes it, per database, reloaded when its version moves. */
  catalogues: WeakMap<Db, { version: string; recipes: Promise<Recipe[]> }>;
};

// On globalThis: the quiz's actions and API routes plan ahead into the cache the final page
// reads, and each of them is bundled with its own copy of this module.
const cacheKey = Symbol.for("platewise.planPreviewCache");
const { weeks, catalogues } = ((globalThis as Record<symbol, unknown>)[cacheKey] ??= {
  weeks: createLruCache<string, Promise<PlanResult>>(planPreviewCacheSize),
  catalogues: new WeakMap(),
}) as PreviewCache;

/** The catalogue's version: how many recipes and when one last changed (the seed stamps every write). */
async function catalogueVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, changed: sql<string | null>`max(${recipes.updatedAt})::text` })
    .from(recipes);
  return `${row?.count ?? 0}@${row?.changed ?? "-"}`;
}

function catalogueOf(db: Db, version: string): Promise<Recipe[]> {
  const held = catalogues.get(db);
  if (held && held.version === version) return held.recipes;
  const loading = loadPlanRecipes(db);
  catalogues.set(db, { version, recipes: loading });
  loading.catch(() => {
    if (catalogues.get(db)?.recipes === loading) catalogues.delete(db);
  });
  return loading;
}

/**
 * The cache key of a week: SHA-256 of the planner's input and the catalogue's version. The
 * input holds the exclusions, the targets and the meal slots — no name, e-mail or answer text
 * — and the key is a digest of it, so nothing in it names a person.
 */
export function planPreviewKey(input: PlanInput, catalogue: string): string {
  return createHash("sha256").update(planPreviewKeyText(input, catalogue)).digest("hex");
}

async function solveWeek(db: Db, catalogue: string, input: PlanInput): Promise<PlanResult> {
  return solvePreviewWeek(catalogue, await catalogueOf(db, catalogue), input);
}

/**
 * The planned week of a setup: from memory when the same input was planned before (or is
 * being planned: concurrent callers share one solve), else solved now and kept. A failed solve
 * is not kept.
 */
export async function previewWeek(db: Db, setup: Pick<PlanPreviewSetup, "input">): Promise<PlanResult> {
  const catalogue = await catalogueVersion(db);
  const key = planPreviewKey(setup.input, catalogue);
  const held = weeks.get(key);
  if (held) return held;
  const solving = solveWeek(db, catalogue, setup.input);
  weeks.set(key, solving);
  solving.catch(() => {
    if (weeks.get(key) === solving) weeks.delete(key);
  });
  return solving;
}

/** The setup of a profile's preview for `today` (YYYY-MM-DD). */
export function previewSetup(profile: Record<string, unknown>, today: string): PlanPreviewSetup {
  return planPreviewSetup(profile, today, planFoodKinds);
}

/**
 * Plans a profile's week ahead, into the cache, while the visitor finishes the quiz (called
 * after a quiz step's answer is sent), so the final page usually finds it ready.
 */
export async function planAhead(db: Db, input: { profile: Record<string, unknown>; today: string }): Promise<void> {
  await previewWeek(db, previewSetup(input.profile, input.today));
}
