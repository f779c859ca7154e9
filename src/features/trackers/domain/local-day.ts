/**
 * Calendar days as the person lives them (docs/trackers.md, "Days and times"): the browser
 * names its local day as YYYY-MM-DD; the server keeps instants in UTC and accepts any day from
 * a while back up to the latest "today" on Earth, so every time zone's today passes.
 */
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The local calendar day of a moment, in the runtime's time zone. */
export function localDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How far back a log may be corrected. */
export const maxBackfillDays = 400;

/**
 * A day the logs accept at `nowMs`: not after the latest "today" on Earth (UTC+14) and not
 * more than maxBackfillDays before the UTC day.
 */
export function isLoggableDay(day: string, nowMs: number): boolean {
  if (!isCalendarDay(day)) return false;
  const start = Date.parse(`${day}T00:00:00Z`);
  return start <= nowMs + 14 * 3_600_000 && start >= nowMs - (maxBackfillDays + 1) * 86_400_000;
}
