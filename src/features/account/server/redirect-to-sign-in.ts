import "server-only";
import { redirect } from "next/navigation";
import { localizePath, type Locale } from "@/i18n/locales";
import { signInPathTo } from "./sign-in-links";

/**
 * Sends a visitor without a session to the sign-in page, which returns them to this very page
 * (its path and query, e.g. `/my-subscription?sf=true`) once signed in (docs/account.md,
 * "Where sign-in returns").
 */
export function redirectToSignIn(locale: Locale, path: string, query: Record<string, string | string[] | undefined> = {}): never {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, one);
  }
  const here = `${localizePath(path, locale)}${search.size ? `?${search}` : ""}`;
  redirect(signInPathTo(locale, here));
}
