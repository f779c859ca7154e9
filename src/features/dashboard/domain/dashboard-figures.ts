/** Totals of the counters over a filtered range, as the queries add them up. */
export type Totals = {
  visitors: number;
  pageViews: number;
  quizStarts: number;
  completions: number;
  captures: number;
  purchases: number;
  upsells: number;
  renewals: number;
  refunds: number;
};

/** Money of one currency over a range (minor units). */
export type MoneyTotals = { currency: string; revenueMinor: number; netMinor: number; refundedMinor: number };

/** A share (0–1), or null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The dashboard's ratios: completion, capture and purchase per start, upsell take rate. */
export function ratios(totals: Totals) {
  return {
    completionRate: rate(totals.completions, totals.quizStarts),
    captureRate: rate(totals.captures, totals.quizStarts),
    purchaseRate: rate(totals.purchases, totals.visitors),
    upsellTakeRate: rate(totals.upsells, totals.purchases),
    refundRate: rate(totals.refunds, totals.purchases + totals.upsells + totals.renewals),
  };
}

/** Net revenue after refunds: the net of each sale, less what was given back. */
export function netAfterRefunds(money: MoneyTotals): number {
  return money.netMinor - money.refundedMinor;
}

export type StepTotals = { step: string; stepNumber: number; views: number; answers: number };
export type DropOffStep = StepTotals & {
  /** Share of the first step's views that reached this step. */
  reached: number | null;
  /** Share of the previous step's views lost before this one. */
  lostFromPrevious: number | null;
};

/**
 * The funnel's drop-off: steps in their order (a step seen at several positions takes its
 * smallest number), with the share of the first step's views each reached and the share lost
 * since the step before.
 */
export function dropOff(steps: readonly StepTotals[]): DropOffStep[] {
  const merged = new Map<string, StepTotals>();
  for (const s of steps) {
    const into = merged.get(s.step);
    if (!into) merged.set(s.step, { ...s });
    else {
      into.views += s.views;
      into.answers += s.answers;
      into.stepNumber = Math.min(into.stepNumber, s.stepNumber);
    }
  }
  const ordered = [...merged.values()].sort((a, b) => a.stepNumber - b.stepNumber || (a.step < b.step ? -1 : 1));
  const first = ordered[0]?.views ?? 0;
  return ordered.map((s, index) => {
    const previous = index > 0 ? ordered[index - 1]!.views : null;
    return {
      ...s,
      reached: rate(s.views, first),
      lostFromPrevious: previous === null ? null : previous > 0 ? Math.max(0, (previous - s.views) / previous) : null,
    };
  });
}
