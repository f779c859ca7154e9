import "server-only";
import { planBlockData, type PlanBlockData, type PlanBlockSource } from "@/features/final-page/domain/plan-block-view";
import { previewSetup, previewWeek } from "@/features/plan/server/plan-preview";
import { loadPlanRecipeCards } from "@/features/plan/server/plan-recipe-store";
import type { Locale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";

/**
 * The "plan" block's data for a visitor (docs/final-page.md, "Plan"): the week their quiz
 * profile would buy today, and today's day of it with the recipes named in `locale`. The
 * setup is computed at once (the meals a day size the placeholder); the planned week only
 * when the block renders, inside its Suspense boundary, so nothing else on the page waits for
 * it. Reads only. A failure is logged and gives no data (the block then shows nothing).
 */
export function planBlockSource(
  db: Db,
  input: { profile: Record<string, unknown>; today: string; locale: Locale },
): PlanBlockSource {
  const setup = previewSetup(input.profile, input.today);
  let loading: Promise<PlanBlockData | null> | undefined;
  const load = async (): Promise<PlanBlockData | null> => {
    try {
      const week = await previewWeek(db, setup);
      const meals = week.ok ? (week.plan.days[setup.day]?.meals ?? []) : null;
      const { cards } = await loadPlanRecipeCards(db, meals?.map((meal) => meal.recipeId) ?? [], input.locale);
      return planBlockData({
        kcal: setup.energy.kcal,
        macros: setup.energy.macros,
        fasting: setup.fasting,
        meals,
        names: new Map([...cards].map(([id, card]) => [id, card.name])),
      });
    } catch (error) {
      logger.error("plan preview failed", { error: error instanceof Error ? error.message : String(error) });
      return null;
    }
  };
  return { mealsPerDay: setup.fasting.slots.length, load: () => (loading ??= load()) };
}
