import { clip, type Dimensions } from "./slices";

/** The part of a stored analytics event the dashboard reads. */
export type DashboardEvent = {
  visitorId: string;
  name: string;
  properties: Record<string, unknown>;
  url: string | null;
  experimentGroups: Record<string, string>;
  occurredAt: Date;
};

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The locale an address names: its first path segment when it is a locale, else the default. */
export function localeFromUrl(url: string | null, locales: readonly string[], defaultLocale: string): string {
  if (!url) return defaultLocale;
  let path: string;
  try {
    path = new URL(url, "http://localhost").pathname;
  } catch {
    return defaultLocale;
  }
  const first = path.split("/")[1] ?? "";
  return locales.includes(first) ? first : defaultLocale;
}

/** The `utm_source` of an address's query, "" without one. */
export function sourceFromUrl(url: string | null): string {
  if (!url) return "";
  try {
    return new URL(url, "http://localhost").searchParams.get("utm_source")?.trim() ?? "";
  } catch {
    return "";
  }
}

/**
 * An event's dimensions: the funnel from its `funnel` (quiz steps) or `quiz_name` property;
 * the locale from a `locale` property or the address; the country from a `country` property
 * (upper case); the traffic source from a `utm_source` property or the address's query.
 */
export function eventDimensions(
  event: Pick<DashboardEvent, "properties" | "url">,
  locales: readonly string[],
  defaultLocale: string,
): Dimensions {
  const p = event.properties;
  const locale = text(p.locale);
  return {
    funnel: clip(text(p.funnel) || text(p.quiz_name)),
    locale: locales.includes(locale) ? locale : localeFromUrl(event.url, locales, defaultLocale),
    country: clip(text(p.country).toUpperCase()),
    source: clip((text(p.utm_source) || sourceFromUrl(event.url)).toLowerCase()),
  };
}
