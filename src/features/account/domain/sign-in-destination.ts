/**
 * Where sign-in may send a person afterwards (docs/account.md, "Where sign-in returns"): a path
 * on this site that a person opens — never another host (`//evil.example`, `/\evil.example`,
 * `https://…`), never an API, the management area or the sign-in page itself. Anything else is
 * null, and the caller falls back to the plan.
 */
const base = "https://platewise.invalid";
const refusedStarts = ["/api/", "/v4.0/", "/mgmt"];

export function signInDestination(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 1_000) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  // Control characters and white space: browsers drop some of them, which can turn `/ /x` into `//x`.
  if (/[\u0000-\u0020\u007f-\u009f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = url.pathname;
  // Resolved dot segments can leave a leading double slash, which a browser reads as a host.
  if (path.startsWith("//")) return null;
  if (refusedStarts.some((start) => path === start.replace(/\/$/, "") || path.startsWith(start))) return null;
  if (/^\/([a-z]{2}(-[a-z]{2,4})?\/)?signin\/?$/i.test(path)) return null;
  return `${path}${url.search}${url.hash}`;
}
