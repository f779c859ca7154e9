import "server-only";

/**
 * True for a browser request from this site: `Sec-Fetch-Site: same-origin`, or an Origin
 * whose host is the request's host (X-Forwarded-Host behind a reverse proxy) or SITE_URL's.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (!origin) return fetchSite === "same-origin";
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const hosts = [
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim(),
    request.headers.get("host"),
    new URL(siteUrl).host,
  ];
  return hosts.some((host) => host && host.toLowerCase() === originHost.toLowerCase());
}
