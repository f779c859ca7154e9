import "server-only";
import { localizePath, type Locale } from "@/i18n/locales";

/** The route a mail's link opens: it checks the token, then goes to the plan (docs/account.md). */
export const signInLinkPath = "/api/auth/signin/link";

export function signInLinkUrl(siteUrl: string, token: string, locale: Locale): string {
  const url = new URL(signInLinkPath, siteUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("locale", locale);
  return url.toString();
}

/** Where a signed-in customer lands, in their language. */
export function afterSignInPath(locale: Locale): string {
  return localizePath("/my-plan", locale);
}

/** The sign-in page telling why a link did not work. */
export function linkFailedPath(locale: Locale): string {
  return `${localizePath("/signin", locale)}?error=link_invalid`;
}
