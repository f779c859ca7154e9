import type { ExperimentContext } from "./experiment-context";

export type ExperimentContextInput = {
  /** The page address (absolute, or a path resolved against a placeholder origin). */
  url: string | URL;
  /** Query values; read from `url` when not given. With repeated keys the first value counts. */
  query?: URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;
  cookies: Readonly<Record<string, string | undefined>>;
  joinedSplits: readonly string[];
};

/** Builds the experiment context; the one builder used on the server and in the browser. */
export function buildExperimentContext(input: ExperimentContextInput): ExperimentContext {
  const url = toUrl(input.url);
  const query = readQuery(input.query ?? url?.searchParams);
  const cookies = copyStrings(input.cookies);
  const pick = (name: string) => nonEmpty(query[name]) ?? nonEmpty(cookies[name]) ?? null;
  const country = nonEmpty(cookies.countryCode)?.trim().toUpperCase() ?? null;
  return {
    country,
    frontend_url: url ? url.href : String(input.url),
    frontend_get_parameters: query,
    frontend_cookies: cookies,
    utm_source: pick("utm_source"),
    utm_campaign: pick("utm_campaign"),
    utm_medium: pick("utm_medium"),
    splits: [...new Set(input.joinedSplits.filter((name) => typeof name === "string"))],
  };
}

function toUrl(value: string | URL): URL | null {
  if (value instanceof URL) return value;
  try {
    return new URL(value, "http://localhost");
  } catch {
    return null;
  }
}

function readQuery(
  source:
    URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>> | undefined,
): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  if (!source) return out;
  if (source instanceof URLSearchParams) {
    for (const [key, value] of source) if (!Object.hasOwn(out, key)) out[key] = value;
    return out;
  }
  for (const key of Object.keys(source)) {
    const value = source[key];
    const first = typeof value === "string" ? value : Array.isArray(value) ? value[0] : undefined;
    if (typeof first === "string") out[key] = first;
  }
  return out;
}

function copyStrings(source: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const key of Object.keys(source ?? {})) {
    const value = source[key];
    if (typeof value === "string") out[key] = value;
  }
  return out;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}
