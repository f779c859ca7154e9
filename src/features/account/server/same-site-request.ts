import "server-only";

/**
 * True when a browser says the request came from another site: `Sec-Fetch-Site: cross-site`,
 * or an `Origin` whose host is not the one asked. The sign-in and sign-out posts refuse such
 * requests (another site must not sign a visitor in or out). Requests without these headers
 * (not a browser) pass: they carry no visitor's cookies to abuse.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
