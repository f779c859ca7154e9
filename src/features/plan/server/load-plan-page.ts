import "server-only";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { foodNamer } from "@/features/meal-plan/data/food-names";
import { fastingProtocols } from "@/features/meal-plan/domain/fasting";
import { shoppingList, type Aisle } from "@/features/meal-plan/domain/shopping-list";
import type { Locale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { dayView, type DayView, type ShoppingItemView } from "../domain/plan-page-view";
import type { PlanPreferences } from "../domain/plan-preferences";
import { planShapedBy } from "../domain/plan-shaped-by";
import { planDays } from "../domain/plan-view";
import { dayOfWeek, shiftDate, weekStartOf } from "../domain/plan-week";
import { readOwnedPlans, type StoredMealPlan } from "./meal-plan-store";
import { readPlanSettings } from "./plan-preferences-store";
import { loadPlanRecipeCards } from "./plan-recipe-store";

export type PlanState = "ready" | "no-recipes" | "preparing";

export type PlanTargetsView = {
  kcal: number;
  waterMl: number;
  goalDate: string;
  /** The earlier date the final page promised, when the calorie floor makes the goal later; else null. */
  laterThanPromised: string | null;
  weightKg: number;
  targetWeightKg: number;
};
export type FastingView = { protocol: string; windowStart: string; windowEnd: string; fastHours: number; eatHours: number; widened: boolean };

export type MyPlanData = {
  state: PlanState;
  /** True when a week the page shows is missing or built from older settings (the page asks for it). */
  needsRequest: boolean;
  /** This week's plan is built from the current settings. */
  upToDate: boolean;
  today: DayView;
  ahead: DayView[];
  targets: PlanTargetsView | null;
  fasting: FastingView | null;
  relaxedDays: number;
  preferences: PlanPreferences;
  /** Where each setting came from: the quiz's answers, the saved settings or the defaults. */
  shapedBy: ReturnType<typeof planShapedBy>;
  units: "metric" | "imperial";
};

function fastingOf(plan: StoredMealPlan): FastingView {
  const eatMinutes = fastingProtocols.find((p) => p.protocol === plan.fasting.protocol)?.windowMinutes ?? 12 * 60;
  return {
    protocol: plan.fasting.protocol,
    windowStart: plan.fasting.windowStart,
    windowEnd: plan.fasting.windowEnd,
    eatHours: eatMinutes / 60,
    fastHours: 24 - eatMinutes / 60,
    widened: plan.fasting.widened,
  };
}

/**
 * Everything /my-plan shows of the signed-in person (docs/meal-plan.md, "The buyer's plan"):
 * today's meals and progress, the next six days, targets, fasting window and settings. `today`
 * is the person's day (YYYY-MM-DD, `personToday`; docs/meal-plan.md, "Weeks"). Reads only;
 * null for an unknown user.
 */
export async function loadMyPlan(db: Db, userUuid: string, locale: Locale, today: string): Promise<MyPlanData | null> {
  const settings = await readPlanSettings(db, userUuid);
  if (!settings) return null;
  const thisWeek = weekStartOf(today);
  const nextWeek = shiftDate(thisWeek, 7);
  const plans = await readOwnedPlans(db, userUuid, [thisWeek, nextWeek]);
  const current = plans.find((p) => p.weekStart === thisWeek) ?? null;
  const days = planDays(plans.map((p) => ({ id: p.id, weekStart: p.weekStart, days: p.days })), today, 7);
  const { cards } = await loadPlanRecipeCards(db, plans.flatMap((p) => p.days.flatMap((d) => d.meals.map((m) => m.recipeId))), locale);
  const name = (id: string) => cards.get(id)?.name ?? id;
  const views = days.map((d) => {
    const plan = plans.find((p) => p.id === d.planId) ?? null;
    return dayView({ ...d, dayIndex: dayOfWeek(weekStartOf(d.date), d.date) }, plan ? plan.targets : null, name);
  });
  const fresh = (week: string) => plans.some((p) => p.weekStart === week && p.preferencesVersion === settings.version);
  return {
    state: current?.status ?? "preparing",
    needsRequest: !fresh(thisWeek) || !fresh(nextWeek),
    upToDate: fresh(thisWeek),
    today: views[0]!,
    ahead: views.slice(1),
    targets: current
      ? {
          kcal: current.targets.kcal,
          waterMl: current.targets.waterMl,
          goalDate: current.targets.goalDate,
          laterThanPromised:
            current.targets.promisedGoalDate && current.targets.promisedGoalDate < current.targets.goalDate
              ? current.targets.promisedGoalDate
              : null,
          weightKg: current.targets.weightKg,
          targetWeightKg: current.targets.targetWeightKg,
        }
      : null,
    fasting: current ? fastingOf(current) : null,
    relaxedDays: current?.relaxations.length ?? 0,
    preferences: settings.preferences,
    shapedBy: planShapedBy(settings),
    units: settings.profile.units === "imperial" ? "imperial" : "metric",
  };
}

export type WeekPlanData = {
  state: PlanState;
  needsRequest: boolean;
  /** The week's plan is built from the current settings. */
  upToDate: boolean;
  weekStart: string;
  days: DayView[];
  shopping: Array<{ aisle: Aisle | "other"; items: ShoppingItemView[] }>;
  targetKcal: number | null;
};

/**
 * Everything /meal-plan shows: the 7 days and the shopping list of the week that holds the
 * person's `today` (or of the week after, with `next`). Reads only.
 */
export async function loadWeekPlan(db: Db, userUuid: string, locale: Locale, today: string, which: "this" | "next"): Promise<WeekPlanData | null> {
  const settings = await readPlanSettings(db, userUuid);
  if (!settings) return null;
  const thisWeek = weekStartOf(today);
  const weekStart = which === "next" ? shiftDate(thisWeek, 7) : thisWeek;
  const [plan] = await readOwnedPlans(db, userUuid, [weekStart]);
  const ids = plan ? plan.days.flatMap((d) => d.meals.map((m) => m.recipeId)) : [];
  const [{ cards, recipes }, foodName] = await Promise.all([loadPlanRecipeCards(db, ids, locale), foodNamer(locale)]);
  const name = (id: string) => cards.get(id)?.name ?? id;
  const days = Array.from({ length: 7 }, (_, i) =>
    dayView({ date: shiftDate(weekStart, i), planId: plan?.id ?? null, day: plan?.days.find((d) => d.day === i) ?? null, dayIndex: i }, plan?.targets ?? null, name),
  );
  const shopping =
    plan && plan.status === "ready" && plan.days.every((d) => d.meals.every((m) => recipes.has(m.recipeId)))
      ? shoppingList({ targets: plan.targets, days: plan.days }, recipes, foodFacts).map((group) => ({
          aisle: group.aisle,
          items: group.items.map((item) => ({ food: item.food, name: foodName(item.food), units: item.units, unitLabel: item.unitLabel, grams: item.grams })),
        }))
      : [];
  return {
    state: plan?.status ?? "preparing",
    needsRequest: !plan || plan.preferencesVersion !== settings.version,
    upToDate: Boolean(plan && plan.preferencesVersion === settings.version),
    weekStart,
    days,
    shopping,
    targetKcal: plan?.targets.kcal ?? null,
  };
}
