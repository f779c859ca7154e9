// Request paths whose percent-encoding cannot be decoded ("/%ff%fe%", "/about/%"): no page or
// route can match them, so they answer 400 — JSON under /api and /v4.0, a small translated page
// elsewhere — before Next.js, which would answer a plain 500 (docs/operations.md,
// "Undecodable addresses"). Plain JavaScript so the app's server (scripts/server.mjs) runs it
// without a build; types in undecodable-path.d.mts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Whether the path of a request target ("/a%20b?x=%" — the query is not looked at) cannot be decoded. */
export function isUndecodablePath(target) {
  const pathname = String(target ?? "/").split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The API prefixes, which answer JSON. */
export function isApiPath(target) {
  return /^\/(api|v4\.0)(\/|$|\?)/.test(String(target ?? "/"));
}

/**
 * The page texts of every locale (the `notFound` messages: the address is not one we know),
 * read once from the message files. Locales without the texts fall back to English.
 */
export function loadPageTexts(messagesDir) {
  const texts = new Map();
  for (const file of readdirSync(messagesDir)) {
    if (!file.endsWith(".json")) continue;
    const messages = JSON.parse(readFileSync(path.join(messagesDir, file), "utf8"));
    if (messages.notFound?.title) texts.set(file.slice(0, -".json".length), messages.notFound);
  }
  return texts;
}

const rightToLeft = new Set(["ar", "he", "fa", "ur"]);

/** The 400 answer for an undecodable target: `{ status, headers, body }`. */
export function undecodablePathAnswer(target, pageTexts) {
  const headers = { "cache-control": "no-store", "x-content-type-options": "nosniff" };
  if (isApiPath(target)) {
    const body = JSON.stringify({
      error: {
        code: "bad_request",
        message: "The address is not valid: its percent-encoding cannot be decoded.",
      },
    });
    return { status: 400, headers: { ...headers, "content-type": "application/json" }, body };
  }
  const first = String(target ?? "/").split(/[/?#]/)[1] ?? "";
  const locale = pageTexts?.has(first) ? first : "en";
  const texts = pageTexts?.get(locale) ?? {
    title: "Bad request",
    text: "This address is not valid.",
    backHome: "Home",
  };
  const home = locale === "en" ? "/" : `/${locale}`;
  const body = `<!doctype html><html lang="${locale}" dir="${rightToLeft.has(locale) ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p><p><a href="${home}">${escapeHtml(texts.backHome)}</a></p></body></html>`;
  return {
    status: 400,
    headers: {
      ...headers,
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
    body,
  };
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Answers a request whose address cannot be decoded (400, with no body for HEAD) and says so;
 * false leaves the request to the app. The app server (scripts/server.mjs) calls it first.
 */
export function answerUndecodablePath(req, res, pageTexts) {
  if (!isUndecodablePath(req.url)) return false;
  const answer = undecodablePathAnswer(req.url, pageTexts);
  res.writeHead(answer.status, answer.headers).end(req.method === "HEAD" ? undefined : answer.body);
  return true;
}
