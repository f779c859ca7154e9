/**
 * Plan weeks run Monday to Sunday, by the calendar day (UTC) of the person's "today"
 * (docs/meal-plan.md, "The buyer's plan"). Dates are YYYY-MM-DD.
 */
export function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return isoDate(at);
}

/** The Monday of the week that holds `date`. */
export function weekStartOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return shiftDate(date, -((day + 6) % 7));
}

/** The day of `date` in the week that starts on `weekStart` (0 = Monday). */
export function dayOfWeek(weekStart: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${weekStart}T00:00:00Z`)) / 86_400_000);
}

export function isWeekStart(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && weekStartOf(date) === date;
}

/** Today and the next six days, each as its week and day index. */
export function daysAhead(today: string, count = 7): Array<{ date: string; weekStart: string; day: number }> {
  return Array.from({ length: count }, (_, i) => {
    const date = shiftDate(today, i);
    const weekStart = weekStartOf(date);
    return { date, weekStart, day: dayOfWeek(weekStart, date) };
  });
}
