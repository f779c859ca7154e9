import "server-only";
import { cookies } from "next/headers";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { parseTimeZone, personDay, timeZoneCookieName } from "../domain/person-day";

/**
 * The signed-in person's "today" from the time zone their browser keeps in the `pw_tz` cookie;
 * the UTC day until the browser has written it (docs/meal-plan.md, "Weeks"). For pages and
 * server actions.
 */
export async function personToday(now: Date = new Date()): Promise<string> {
  const jar = await cookies();
  return personDay(now, parseTimeZone(jar.get(timeZoneCookieName)?.value));
}

/** The same day for a route handler, from the request's `Cookie` header. */
export function personTodayOf(request: Request, now: Date = new Date()): string {
  return personDay(now, parseTimeZone(parseCookieHeader(request.headers.get("cookie"))[timeZoneCookieName]));
}
