/**
 * The dimensions every dashboard aggregate is kept by (docs/dashboard.md, "Dimensions").
 * Unknown values are "": the dashboard shows them as "(none)".
 */
export type Dimensions = { funnel: string; locale: string; country: string; source: string };

/** One aggregate row's key: a day, the dimensions, and an experiment group ("" for everyone). */
export type SliceKey = Dimensions & { day: string; experiment: string; grp: string };

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * The rows one fact is counted in: the row for everyone, and one copy per experiment the
 * visitor was in (so filtering by an experiment group never needs the raw events).
 */
export function slicesOf(day: string, dimensions: Dimensions, groups: Record<string, string>): SliceKey[] {
  const base: SliceKey = { day, ...dimensions, experiment: "", grp: "" };
  const copies = Object.entries(groups)
    .filter(([experiment, grp]) => experiment !== "" && typeof grp === "string" && grp !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([experiment, grp]) => ({ ...base, experiment: clip(experiment), grp: clip(grp) }));
  return [base, ...copies];
}

/** A stable text id of a key (for maps), in column order. */
export function sliceId(key: SliceKey): string {
  return [key.day, key.funnel, key.locale, key.country, key.source, key.experiment, key.grp].join("\u0000");
}

/** Dimension values are kept short: a hostile URL cannot make a huge key. */
export function clip(value: string): string {
  return value.length > 100 ? value.slice(0, 100) : value;
}
