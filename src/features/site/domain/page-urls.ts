/** Absolute address of a page in a locale: English has no prefix, others `/<locale>`. */
export function localizedUrl(siteUrl: string, locale: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const bare = path === "/" ? "" : path;
  if (locale === "en") return `${origin}${bare || "/"}`;
  return `${origin}/${locale}${bare}`;
}

/**
 * Canonical address and hreflang alternates of a page. `written` lists the locales that have
 * the page in their own language; a locale showing the English fallback points its canonical
 * at the English page, and only written locales are announced as alternates (plus x-default).
 */
export function pageUrls(input: { siteUrl: string; locale: string; path: string; written: readonly string[] }): {
  canonical: string;
  alternates: Record<string, string>;
} {
  const { siteUrl, locale, path, written } = input;
  const alternates: Record<string, string> = {};
  for (const code of written) alternates[code] = localizedUrl(siteUrl, code, path);
  alternates["x-default"] = localizedUrl(siteUrl, "en", path);
  const canonicalLocale = written.includes(locale) ? locale : "en";
  return { canonical: localizedUrl(siteUrl, canonicalLocale, path), alternates };
}
