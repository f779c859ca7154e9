import type { ConsentState } from "./consent-groups";
import { cookieCategory } from "./cookie-table";

/** True when the visitor's consent covers the cookie's group (necessary cookies always). */
export function isCookieAllowed(name: string, state: ConsentState): boolean {
  return state[cookieCategory(name)];
}

/** The writes the visitor's consent allows; the others are kept only for the current page. */
export function allowedCookieWrites<T extends { name: string }>(writes: readonly T[], state: ConsentState): T[] {
  return writes.filter((cookie) => isCookieAllowed(cookie.name, state));
}

/**
 * Stored cookies (of the given names) that the visitor's consent no longer covers: the server
 * deletes them, for example after targeting was withdrawn or under Global Privacy Control.
 */
export function withdrawnCookies(stored: Readonly<Record<string, string>>, names: readonly string[], state: ConsentState): string[] {
  return names.filter((name) => stored[name] !== undefined && !isCookieAllowed(name, state));
}
