import type { BillingPeriod } from "@/features/pricing/domain/package";
import { periodDays } from "@/features/pricing/domain/billing-period";

/** A plan as the saving compares it: what is paid today for one period of it. */
export type SavingPlan = { id: string; dueToday: number; period: BillingPeriod; freeTrial: boolean };

export type PlanSaving = { percent: number; versus: { id: string; period: BillingPeriod } };

/**
 * "Save N% vs the 1-week plan" (docs/final-page.md, "Packages"): each plan's price per day today
 * against the plan of the same page that costs the most per day today — a price the page really
 * offers, never an invented one. Whole percent rounded down, computed on exact fractions (not on
 * the rounded per-day prices); only 1% or more. The dearest plan itself, free trials and pages
 * with a single paid plan get none.
 */
export function planSavings(plans: readonly SavingPlan[]): Record<string, PlanSaving | null> {
  // Per day = dueToday × denominator / numerator; compared as cross products to stay exact.
  const paid = plans.filter((plan) => !plan.freeTrial && plan.dueToday > 0);
  const perDay = (plan: SavingPlan) => {
    const { numerator, denominator } = periodDays(plan.period);
    return { top: plan.dueToday * denominator, bottom: numerator };
  };
  let dearest: SavingPlan | null = null;
  for (const plan of paid) {
    if (!dearest) dearest = plan;
    else {
      const a = perDay(plan);
      const b = perDay(dearest);
      if (a.top * b.bottom > b.top * a.bottom) dearest = plan;
    }
  }
  const result: Record<string, PlanSaving | null> = {};
  for (const plan of plans) {
    result[plan.id] = null;
    if (!dearest || plan.id === dearest.id || plan.freeTrial || plan.dueToday <= 0) continue;
    const mine = perDay(plan);
    const theirs = perDay(dearest);
    // 1 − mine/theirs, in percent, rounded down.
    const whole = theirs.top * mine.bottom;
    const part = (whole - mine.top * theirs.bottom) * 100;
    const percent = Math.floor(part / whole);
    if (percent >= 1) result[plan.id] = { percent, versus: { id: dearest.id, period: dearest.period } };
  }
  return result;
}
