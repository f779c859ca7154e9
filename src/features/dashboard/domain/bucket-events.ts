import { mergeRows, type DailyRow } from "./counters";
import { eventDimensions, type DashboardEvent } from "./event-dimensions";
import { dayOf, sliceId, slicesOf, type SliceKey } from "./slices";

/** Views and answers of one quiz step in one slice. */
export type StepRow = { key: SliceKey; step: string; stepNumber: number; views: number; answers: number };

/**
 * A visitor seen on a day in a slice; counted there only the first time (docs/dashboard.md).
 * Funnel "" is everyone of the day; a funnel's row holds those who viewed its steps.
 */
export type VisitorSlice = { key: SliceKey; visitorId: string };

/** A visitor's first-seen locale and first known country and source (for sessions, too). */
export type VisitorDimensions = { visitorId: string; locale: string; country: string; source: string };

export type EventBuckets = {
  daily: DailyRow[];
  steps: StepRow[];
  visitors: VisitorSlice[];
  visitorDimensions: VisitorDimensions[];
};

/**
 * Each visitor's locale (the first seen), country and traffic source (the first non-empty
 * values known: stored from an earlier batch, else the first in this batch). They are the
 * visitor's, not the event's, so a visitor lands in one row per day (first touch;
 * docs/dashboard.md); only the funnel is the event's.
 */
export function visitorDimensionsOf(
  events: readonly DashboardEvent[],
  known: ReadonlyMap<string, VisitorDimensions>,
  locales: readonly string[],
  defaultLocale: string,
): Map<string, VisitorDimensions> {
  const out = new Map<string, VisitorDimensions>();
  for (const event of events) {
    const own = eventDimensions(event, locales, defaultLocale);
    const current = out.get(event.visitorId) ?? known.get(event.visitorId) ?? { visitorId: event.visitorId, locale: own.locale, country: "", source: "" };
    out.set(event.visitorId, {
      ...current,
      country: current.country || own.country,
      source: current.source || own.source,
    });
  }
  return out;
}

/**
 * Folds a batch of events (in id order) into the aggregates' increments. `page_view` counts a
 * page view; `quiz_step_view` a step view, and a quiz start on step 1; `quiz_step_answer` a
 * step answer. Every event marks its visitor as seen in its slices. Other events (the server's
 * `purchase`) only mark the visitor: purchases come from the orders.
 */
export function bucketEvents(
  events: readonly DashboardEvent[],
  locales: readonly string[],
  defaultLocale: string,
  known: ReadonlyMap<string, VisitorDimensions> = new Map(),
): EventBuckets {
  const visitorDimensions = visitorDimensionsOf(events, known, locales, defaultLocale);
  const daily: DailyRow[] = [];
  const steps = new Map<string, StepRow>();
  const visitors = new Map<string, VisitorSlice>();
  for (const event of events) {
    const visitor = visitorDimensions.get(event.visitorId)!;
    const { locale, country, source } = visitor;
    const dimensions = { ...eventDimensions(event, locales, defaultLocale), locale, country, source };
    const slices = slicesOf(dayOf(event.occurredAt), dimensions, event.experimentGroups);
    const step = stepOf(event);
    const seenIn = dimensions.funnel ? [...slicesOf(slices[0]!.day, { ...dimensions, funnel: "" }, event.experimentGroups), ...slices] : slices;
    for (const key of seenIn) visitors.set(`${sliceId(key)}\u0000${event.visitorId}`, { key, visitorId: event.visitorId });
    for (const key of slices) {
      if (event.name === "page_view") daily.push({ key, currency: "", counters: { pageViews: 1 } });
      if (event.name === "quiz_step_view" && step?.stepNumber === 1)
        daily.push({ key, currency: "", counters: { quizStarts: 1 } });
      if (!step || !dimensions.funnel) continue;
      const id = `${sliceId(key)}\u0000${step.step}`;
      const row = steps.get(id) ?? { key, ...step, views: 0, answers: 0 };
      if (event.name === "quiz_step_view") row.views += 1;
      else row.answers += 1;
      steps.set(id, row);
    }
  }
  return {
    daily: mergeRows(daily),
    steps: [...steps.values()],
    visitors: [...visitors.values()],
    visitorDimensions: [...visitorDimensions.values()],
  };
}

function stepOf(event: DashboardEvent): { step: string; stepNumber: number } | null {
  if (event.name !== "quiz_step_view" && event.name !== "quiz_step_answer") return null;
  const step = event.properties.step;
  const stepNumber = Number(event.properties.stepNumber);
  if (typeof step !== "string" || step === "" || !Number.isInteger(stepNumber) || stepNumber < 1) return null;
  return { step: step.slice(0, 100), stepNumber };
}
