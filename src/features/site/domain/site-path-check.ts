/**
 * The one check of a path on this site that staff enter and visitors are sent to (page split
 * options, the `quiz_page` instruction, redirect rule addresses, landing page start targets;
 * docs/security.md, "Addresses staff enter"). The address is judged after the normalisation a
 * browser and `new URL()` apply — dot segments resolved, percent-encoding decoded where a
 * server or a browser would — so `/a/..//evil.example/x`, which resolves to the protocol-relative
 * `//evil.example/x`, is refused like `//evil.example` itself.
 */
const base = "https://site.invalid";
export const maxSitePathLength = 2000;

export type SitePathProblem =
  | "not_text"
  | "empty"
  | "too_long"
  | "not_a_path"
  | "another_site"
  | "backslash"
  | "control_character"
  | "encoded_slash"
  | "double_slash";

export type SitePathCheck = { ok: true; path: string } | { ok: false; problem: SitePathProblem; message: string };

const messages: Record<SitePathProblem, string> = {
  not_text: "Enter a path on this site, such as /quiz.",
  empty: "Enter a path on this site, such as /quiz.",
  too_long: `A path can have at most ${maxSitePathLength} characters.`,
  not_a_path: "Use a path on this site starting with a single '/', such as /quiz (not a full address).",
  another_site: "The address leads to another site. Use a path on this site, such as /quiz.",
  backslash: "A path on this site cannot contain a backslash (browsers read it as '/', which can lead to another site).",
  control_character: "A path on this site cannot contain spaces, tabs or other invisible characters.",
  encoded_slash: "A path on this site cannot contain an encoded slash or backslash (%2F, %5C).",
  double_slash: "The address resolves to one starting with '//', which browsers read as another site: use a path on this site, such as /quiz.",
};

const refuse = (problem: SitePathProblem): SitePathCheck => ({ ok: false, problem, message: messages[problem] });

/** Control characters and white space: browsers drop some of them, which can turn `/ /x` into `//x`. */
const invisible = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;

/** Problems of a path as text (the raw value, and each decoding of its path part). */
function textProblem(text: string): SitePathProblem | null {
  if (text.includes("\\")) return "backslash";
  if (invisible.test(text)) return "control_character";
  if (/%(2f|5c)/i.test(text)) return "encoded_slash";
  if (text.startsWith("//")) return "double_slash";
  return null;
}

/**
 * `raw` as a path on this site: `{ ok: true, path }` with the normalised path, query and fragment
 * (`/a/../quiz?x=1` → `/quiz?x=1`), or the problem and an English message for staff.
 */
export function checkSitePath(raw: unknown): SitePathCheck {
  if (typeof raw !== "string") return refuse("not_text");
  if (raw.length === 0) return refuse("empty");
  if (raw.length > maxSitePathLength) return refuse("too_long");
  if (raw.includes("\\")) return refuse("backslash");
  if (invisible.test(raw)) return refuse("control_character");
  if (!raw.startsWith("/")) return refuse(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? "another_site" : "not_a_path");
  const pathPart = raw.split(/[?#]/, 1)[0]!;
  const early = textProblem(pathPart);
  if (early) return refuse(early);
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return refuse("not_a_path");
  }
  if (url.origin !== base) return refuse("another_site");
  // Each decoding a server or browser may apply must stay a path on this site too.
  let pathname = url.pathname;
  for (let round = 0; round < 3; round++) {
    const problem = textProblem(pathname);
    if (problem) return refuse(problem);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return refuse("not_a_path");
    }
    if (decoded === pathname) break;
    pathname = decoded;
  }
  return { ok: true, path: `${url.pathname}${url.search}${url.hash}` };
}

/** True when `raw` is a path on this site (see `checkSitePath`). */
export function isSitePath(raw: unknown): boolean {
  return checkSitePath(raw).ok;
}

/**
 * The address a redirect may really send a browser to: `target` (absolute or a path) must be on
 * `origin` and pass `checkSitePath` as the path, query and fragment the browser will see (a
 * same-origin redirect is sent as a path, so `http://site//evil.example` would reach
 * `//evil.example`). Returns that same-origin path, or null.
 */
export function sameSiteRedirectPath(target: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const checked = checkSitePath(`${url.pathname}${url.search}${url.hash}`);
  return checked.ok ? checked.path : null;
}
