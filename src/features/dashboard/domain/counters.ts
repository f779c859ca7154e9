import { sliceId, type SliceKey } from "./slices";

/** The counters of one dashboard_daily row (money in minor units of the row's currency). */
export const counterNames = [
  "pageViews",
  "quizStarts",
  "completions",
  "captures",
  "purchases",
  "upsells",
  "renewals",
  "revenueMinor",
  "netMinor",
  "refunds",
  "refundedMinor",
] as const;
export type CounterName = (typeof counterNames)[number];
export type Counters = Partial<Record<CounterName, number>>;

/** What one fact adds to one row: `currency` is "" for rows without money. */
export type DailyRow = { key: SliceKey; currency: string; counters: Counters };

const rowId = (row: DailyRow) => `${sliceId(row.key)}\u0000${row.currency}`;

/**
 * Adds up rows of the same key and currency (one upsert per row then), keeping the first
 * row's order and dropping rows whose counters are all zero.
 */
export function mergeRows(rows: readonly DailyRow[]): DailyRow[] {
  const merged = new Map<string, DailyRow>();
  for (const row of rows) {
    const id = rowId(row);
    const into = merged.get(id) ?? { key: row.key, currency: row.currency, counters: {} };
    for (const name of counterNames) {
      const value = row.counters[name];
      if (value) into.counters[name] = (into.counters[name] ?? 0) + value;
    }
    merged.set(id, into);
  }
  return [...merged.values()]
    .map((row) => ({ ...row, counters: nonZero(row.counters) }))
    .filter((row) => Object.keys(row.counters).length > 0);
}

/** What turns the rows `previous` into `next`: applied to the aggregates, a change counts once. */
export function diffRows(previous: readonly DailyRow[], next: readonly DailyRow[]): DailyRow[] {
  const negated = previous.map((row) => ({ ...row, counters: scale(row.counters, -1) }));
  return mergeRows([...negated, ...next]);
}

function scale(counters: Counters, factor: number): Counters {
  const out: Counters = {};
  for (const name of counterNames) if (counters[name]) out[name] = counters[name]! * factor;
  return out;
}

function nonZero(counters: Counters): Counters {
  const out: Counters = {};
  for (const name of counterNames) if (counters[name]) out[name] = counters[name];
  return out;
}
