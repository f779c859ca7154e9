/**
 * True when a browser says a request comes from another site: `Sec-Fetch-Site: cross-site`, or
 * an `Origin` that is present but names another host than the site's own — SITE_URL, the
 * `Host` the request was sent to, or the `X-Forwarded-Host` a proxy in front put there (a page
 * on another site cannot set that header without a CORS preflight, which we never grant). An
 * empty, malformed or `null` Origin counts as foreign. A request without Origin passes: it is
 * not a browser's cross-site write (browsers send Origin with every POST, PUT, PATCH and
 * DELETE) and carries no visitor's cookies to abuse (docs/http.md, "Same-site writes").
 */
export function isForeignOrigin(headers: Headers, requestUrl: string, siteUrl: string): boolean {
  if (headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  if (!host) return true;
  return !ownHosts(headers, requestUrl, siteUrl).has(host.toLowerCase());
}

function ownHosts(headers: Headers, requestUrl: string, siteUrl: string): Set<string> {
  const hosts = new Set<string>();
  const add = (value: string | null | undefined) => {
    const trimmed = value?.trim().toLowerCase();
    if (trimmed) hosts.add(trimmed);
  };
  add(hostOf(siteUrl));
  add(headers.get("host"));
  add(headers.get("x-forwarded-host")?.split(",")[0]);
  add(hostOf(requestUrl));
  return hosts;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The media type of a Content-Type header, lower case, without parameters ("" when absent). */
export function mediaTypeOf(headers: Headers): string {
  return (headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}
