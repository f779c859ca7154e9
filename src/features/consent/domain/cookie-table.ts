import type { ConsentGroup } from "./consent-groups";
import { attributionCookieRows } from "./cookie-rows-attribution";
import { productCookieRows } from "./cookie-rows-product";
import { vendorCookieRows } from "./cookie-rows-vendor";

/**
 * One row per cookie (or cookie family) the product sets or lets a third-party script set:
 * its consent group, lifetime and attributes, who writes it and why. Server writes take their
 * attributes from here (`serverCookieOptions`); the cookie policy page lists these rows; a unit
 * test checks that every cookie written in the code has a row. See docs/consent.md.
 */
export type CookieRow = {
  /** The name, or the family as shown to people (`SPLIT_*_POSITION` for SPLIT_{STEP}_POSITION, `_ga_*`). */
  name: string;
  /** For a family: the names it covers. */
  match?: RegExp;
  category: ConsentGroup;
  /** Seconds; null where a third party decides (see `lifetime`). */
  maxAgeSeconds: number | null;
  /** The lifetime in words, for the cookie policy. */
  lifetime: string;
  httpOnly: boolean;
  sameSite: "lax" | "strict";
  setBy: "server" | "browser" | "server and browser" | "third-party script";
  provider: string;
  purpose: string;
};

export const cookieTable: readonly CookieRow[] = [...productCookieRows, ...attributionCookieRows, ...vendorCookieRows];

/** The row of a cookie name (exact name first, then families); undefined for an unknown cookie. */
export function cookieRow(name: string): CookieRow | undefined {
  return cookieTable.find((row) => row.name === name) ?? cookieTable.find((row) => row.match?.test(name));
}

/** The consent group of a cookie; an unknown cookie counts as targeting (the strictest). */
export function cookieCategory(name: string): ConsentGroup {
  return cookieRow(name)?.category ?? "targeting";
}

export type ServerCookieOptions = {
  path: string;
  maxAge: number;
  httpOnly: boolean;
  sameSite: "lax" | "strict";
  secure: boolean;
};

/**
 * The attributes a server write of `name` must carry: HttpOnly and SameSite as the table
 * says, Secure whenever the request came over https. Throws for a cookie without a row, so a
 * new cookie cannot be written before it is listed.
 */
export function serverCookieOptions(name: string, options: { maxAge: number; secure: boolean; path?: string }): ServerCookieOptions {
  const row = cookieRow(name);
  if (!row) throw new Error(`Cookie ${name} is not in the cookie table`);
  return { path: options.path ?? "/", maxAge: options.maxAge, httpOnly: row.httpOnly, sameSite: row.sameSite, secure: options.secure };
}
