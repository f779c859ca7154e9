// Nonces for prerendered pages (docs/adr/0004-static-first-rendering.md). A page Next serves
// from a prerender was built without a request, so its <script> tags carry no nonce; the
// proxy still sets a fresh nonce policy on the response. The app's server adds that nonce to
// every <script> tag as the HTML streams out — only for prerendered HTML (`x-nextjs-prerender:
// 1`), whose bytes come from the build and staff-published content, never from a visitor.
// A page prerendered on its first request was rendered with that request's nonce, which the
// cache then keeps: those stale nonces are replaced by this response's.

const noncePattern = /'nonce-([A-Za-z0-9+/_=-]{16,})'/;
const scriptTag = /<script\b([^>]*)>/gi;
const nonceAttribute = /\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;

/** The nonce of a Content-Security-Policy header value, or null. */
export function nonceOfPolicy(policy) {
  const value = Array.isArray(policy) ? policy.join(",") : String(policy ?? "");
  return noncePattern.exec(value)?.[1] ?? null;
}

/**
 * A streaming stamper: `push(text)` returns what can be written now, `end()` the rest. An
 * unfinished tag at the end of a chunk is held until the next one, so a `<script` split across
 * chunks is still stamped. A page rendered for an earlier request carries that request's nonce
 * on its scripts, its preload links and in its flight data: the first nonce seen is taken as
 * that stale value and every later occurrence is replaced by this response's (a chunk ending in
 * the start of that value is held back until the rest arrives).
 */
export function createNonceStamper(nonce) {
  let carry = "";
  let stale = null;
  const stamp = (text) => {
    const tagged = text.replace(scriptTag, (_tag, attributes) => `<script nonce="${nonce}"${attributes.replace(nonceAttribute, "")}>`);
    return stale ? tagged.replaceAll(stale, nonce) : tagged;
  };
  const learn = (text) => {
    if (stale) return;
    const found = /\snonce\s*=\s*["']([A-Za-z0-9+/_=-]{16,})["']/i.exec(text)?.[1];
    if (found && found !== nonce) stale = found;
  };
  return {
    push(text) {
      const all = carry + text;
      learn(all);
      const open = all.lastIndexOf("<");
      let held = open > all.lastIndexOf(">") ? open : all.length;
      // The start of the stale value at the very end: wait for the rest of it.
      for (let k = Math.min((stale?.length ?? 1) - 1, all.length); k > 0; k--) {
        if (all.endsWith(stale.slice(0, k))) {
          held = Math.min(held, all.length - k);
          break;
        }
      }
      carry = all.slice(held);
      return stamp(all.slice(0, held));
    },
    end() {
      learn(carry);
      const rest = stamp(carry);
      carry = "";
      return rest;
    },
  };
}

function isPrerenderedHtml(res) {
  return (
    String(res.getHeader("x-nextjs-prerender") ?? "") === "1" &&
    String(res.getHeader("content-type") ?? "").startsWith("text/html")
  );
}

/**
 * Prepares a page request and its response: conditional request headers are dropped (a 304
 * would reuse HTML stamped with an older nonce), and a prerendered HTML response is stamped
 * with its policy's nonce as it is written — without Content-Length or ETag, and not kept by
 * shared caches (the nonce is for this response only). Other responses pass untouched.
 */
export function stampPrerenderedNonces(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  if (req.url?.startsWith("/_next/")) return;
  delete req.headers["if-none-match"];
  delete req.headers["if-modified-since"];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  // Next passes a cached page's headers to writeHead directly; moving them onto the response
  // first lets the decision below see (and change) them.
  res.writeHead = (statusCode, reason, headers) => {
    const given = typeof reason === "string" ? headers : reason;
    if (Array.isArray(given) && Array.isArray(given[0])) {
      for (const [name, value] of given) res.setHeader(name, value);
    } else if (Array.isArray(given)) {
      for (let i = 0; i + 1 < given.length; i += 2) res.setHeader(given[i], given[i + 1]);
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    }
    decide();
    return typeof reason === "string" ? writeHead(statusCode, reason) : writeHead(statusCode);
  };
  const decoder = new TextDecoder();
  let stamper;
  let decided = false;
  const decide = () => {
    if (decided) return stamper;
    decided = true;
    const nonce = nonceOfPolicy(res.getHeader("content-security-policy"));
    if (!nonce || !isPrerenderedHtml(res) || res.headersSent) return undefined;
    res.removeHeader("content-length");
    res.removeHeader("etag");
    res.setHeader("cache-control", "private, no-cache");
    stamper = createNonceStamper(nonce);
    return stamper;
  };
  const text = (chunk) => (typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
  res.write = (chunk, encoding, callback) => {
    const active = decide();
    if (!active || chunk == null) return write(chunk, encoding, callback);
    return write(active.push(text(chunk)), "utf8", typeof encoding === "function" ? encoding : callback);
  };
  res.end = (chunk, encoding, callback) => {
    const active = decide();
    if (!active) return end(chunk, encoding, callback);
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    let rest = chunk != null && typeof chunk !== "function" ? active.push(text(chunk)) : "";
    rest += active.push(decoder.decode()) + active.end();
    return end(rest, "utf8", done);
  };
}
