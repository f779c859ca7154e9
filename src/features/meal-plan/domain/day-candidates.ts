import type { MealSlot } from "./fasting";
import type { PlanFallback } from "./plan";
import type { MealType, Recipe } from "./recipe";
import { raisedCap, timeCap, withinCap } from "./time-caps";

/** Each slot's candidates: its meal type's recipes, not excluded, within the slot's time cap. */
export function slotCandidates(
  byType: ReadonlyMap<MealType, readonly Recipe[]>,
  slots: readonly MealSlot[],
  caps: ReadonlyArray<number | null>,
  excluded: ReadonlySet<string>,
): Recipe[][] {
  return slots.map((slot, i) =>
    (byType.get(slot.mealType) ?? []).filter(
      (r) => !excluded.has(r.id) && withinCap(r.timeMinutes, caps[i] ?? null),
    ),
  );
}

/**
 * The meal types of the smallest set of slots that cannot all get different recipes (Hall's
 * condition over every set of meal types: together they need at least as many distinct
 * candidates as slots), or null when every slot can.
 */
export function shortMealTypes(
  slots: readonly MealSlot[],
  candidates: ReadonlyArray<readonly Recipe[]>,
): MealType[] | null {
  const types = [...new Set(slots.map((s) => s.mealType))];
  let worst: MealType[] | null = null;
  for (let mask = 1; mask < 1 << types.length; mask++) {
    const chosen = types.filter((_, i) => mask & (1 << i));
    const ids = new Set<string>();
    let needed = 0;
    slots.forEach((slot, i) => {
      if (!chosen.includes(slot.mealType)) return;
      needed++;
      for (const r of candidates[i]!) ids.add(r.id);
    });
    if (ids.size < needed && (!worst || chosen.length < worst.length)) worst = chosen;
  }
  return worst;
}

/** One meal type that is short, or null (the first of shortMealTypes). */
export function shortMealType(
  slots: readonly MealSlot[],
  candidates: ReadonlyArray<readonly Recipe[]>,
): MealType | null {
  return shortMealTypes(slots, candidates)?.[0] ?? null;
}

/**
 * The day's time caps per slot (domain/time-caps.ts). When the loosest variety leaves a meal
 * type short under its cap, that meal type's cap rises step by step (15 → 20 → 30 → 45 → 60 →
 * none), each rise reported; a meal type still short without a cap is returned as `short`.
 */
export function dayTimeCaps(input: {
  byType: ReadonlyMap<MealType, readonly Recipe[]>;
  slots: readonly MealSlot[];
  day: number;
  weekend: boolean;
  maxMinutes: number | undefined;
  /** The loosest variety's exclusions (the three-day rule). */
  excluded: ReadonlySet<string>;
}): { caps: Array<number | null>; raised: PlanFallback[]; short: MealType | null } {
  const caps = input.slots.map((s) => timeCap(s.mealType, input.weekend, input.maxMinutes));
  const raised = new Map<MealType, number | null>();
  for (;;) {
    const short = shortMealTypes(
      input.slots,
      slotCandidates(input.byType, input.slots, caps, input.excluded),
    );
    if (!short) break;
    const raisable = input.slots
      .map((slot, i) => ({ slot, i }))
      .filter(({ slot, i }) => short.includes(slot.mealType) && caps[i] !== null);
    if (raisable.length === 0) return { caps, raised: [], short: short[0]! };
    for (const { slot, i } of raisable) {
      caps[i] = raisedCap(caps[i]!);
      raised.set(slot.mealType, caps[i]!);
    }
  }
  return {
    caps,
    raised: [...raised].map(([mealType, minutes]) => ({
      rule: "time" as const,
      day: input.day,
      mealType,
      minutes,
    })),
    short: null,
  };
}
