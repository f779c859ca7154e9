/**
 * Parses a `Cookie` request header (or `document.cookie`) into name → value, URI-decoding
 * values as browsers and Next.js encode them. The first occurrence of a name wins.
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(/;\s*/)) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (name in cookies) continue;
    const raw = pair.slice(at + 1).trim();
    cookies[name] = safeDecode(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
  }
  return cookies;
}

/** URI-decodes a cookie value; a malformed escape leaves it as it is. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
