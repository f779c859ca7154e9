import "server-only";
import { signInDestination } from "@/features/account/domain/sign-in-destination";
import { localizePath, type Locale } from "@/i18n/locales";

/** The route a mail's link opens: it checks the token, then goes to the plan (docs/account.md). */
export const signInLinkPath = "/api/auth/signin/link";

export function signInLinkUrl(siteUrl: string, token: string, locale: Locale, destination: string | null = null): string {
  const url = new URL(signInLinkPath, siteUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("locale", locale);
  if (destination) url.searchParams.set("next", destination);
  return url.toString();
}

/**
 * Where a signed-in customer lands: where they were going (`next`, a same-site path checked by
 * signInDestination), else the plan in their language.
 */
export function afterSignInPath(locale: Locale, next?: unknown): string {
  return signInDestination(next) ?? localizePath("/my-plan", locale);
}

/** The sign-in page, returning to `destination` (a checked same-site path) once signed in. */
export function signInPathTo(locale: Locale, destination: string | null): string {
  const page = localizePath("/signin", locale);
  return destination ? `${page}?${new URLSearchParams({ next: destination })}` : page;
}

/** The sign-in page telling why a link did not work. */
export function linkFailedPath(locale: Locale): string {
  return `${localizePath("/signin", locale)}?error=link_invalid`;
}
