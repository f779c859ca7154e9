/**
 * The person's "today": the calendar day of a moment in their own time zone, which the browser
 * names in the `pw_tz` cookie (docs/meal-plan.md, "Weeks"). Without a usable zone, the UTC day.
 * Pure: the server and the browser compute the day the same way.
 */

/** The cookie holding the browser's IANA time zone (written by the browser, read by the server). */
export const timeZoneCookieName = "pw_tz";

const zonePattern = /^[A-Za-z0-9_+\-/]{1,64}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for the zone, or null when the runtime does not know the zone (RangeError). */
function formatterOf(timeZone: string): Intl.DateTimeFormat | null {
  const known = formatters.get(timeZone);
  if (known) return known;
  try {
    const formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", numberingSystem: "latn" });
    if (formatters.size >= 200) formatters.clear();
    formatters.set(timeZone, formatter);
    return formatter;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * A valid IANA time zone name from untrusted input (a cookie): at most 64 characters of
 * letters, digits, `_`, `+`, `-` and `/`, and one the runtime knows; otherwise undefined.
 */
export function parseTimeZone(raw: string | null | undefined): string | undefined {
  if (typeof raw !== "string" || !zonePattern.test(raw)) return undefined;
  return formatterOf(raw) ? raw : undefined;
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** YYYY-MM-DD of `now` in `timeZone`; the UTC day when the zone is missing or unknown. */
export function personDay(now: Date, timeZone: string | undefined): string {
  const formatter = timeZone && zonePattern.test(timeZone) ? formatterOf(timeZone) : null;
  if (!formatter) return utcDay(now);
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : utcDay(now);
}

/**
 * What the browser does on a plan page (`TimeZoneSync`): write `pw_tz` when it is missing or
 * names another zone than the browser's, and refresh the page when the server rendered another
 * day than the browser's own. Nothing at all when the browser's zone is not a usable name.
 */
export function timeZoneSync(input: { browserZone: string | undefined; cookieZone: string | undefined; shownDay: string; now: Date }): {
  write: string | null;
  refresh: boolean;
} {
  const zone = parseTimeZone(input.browserZone);
  if (!zone) return { write: null, refresh: false };
  return { write: input.cookieZone === zone ? null : zone, refresh: personDay(input.now, zone) !== input.shownDay };
}

/**
 * Milliseconds from `now` until the person's day changes in `timeZone` (their next midnight,
 * whatever the clock changes), plus a second so the new day has surely begun; found by
 * stepping an hour at a time and then halving the last hour, so it needs no offset table.
 */
export function msUntilNextDay(now: Date, timeZone: string | undefined): number {
  const today = personDay(now, timeZone);
  const start = now.getTime();
  let after = start;
  do after += 3_600_000;
  while (personDay(new Date(after), timeZone) === today && after - start < 49 * 3_600_000);
  let before = after - 3_600_000;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (personDay(new Date(middle), timeZone) === today) before = middle;
    else after = middle;
  }
  return after - start + 1000;
}
