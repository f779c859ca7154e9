// Nonces for prerendered pages (docs/adr/0004-static-first-rendering.md). A page Next serves
// from a prerender was built without a request, so its <script> tags carry no nonce; the
// proxy still sets a fresh nonce policy on the response. The app's server adds that nonce to
// every <script> tag as the HTML streams out — only for prerendered HTML (`x-nextjs-prerender:
// 1`), whose bytes come from the build and staff-published content, never from a visitor.

const noncePattern = /'nonce-([A-Za-z0-9+/_=-]{16,})'/;
const scriptTag = /<script\b([^>]*)>/gi;

/** The nonce of a Content-Security-Policy header value, or null. */
export function nonceOfPolicy(policy) {
  const value = Array.isArray(policy) ? policy.join(",") : String(policy ?? "");
  return noncePattern.exec(value)?.[1] ?? null;
}

/**
 * A streaming stamper: `push(text)` returns what can be written now, `end()` the rest. An
 * unfinished tag at the end of a chunk is held until the next one, so a `<script` split across
 * chunks is still stamped. Tags that already carry a nonce are left alone.
 */
export function createNonceStamper(nonce) {
  let carry = "";
  const stamp = (text) =>
    text.replace(scriptTag, (tag, attributes) =>
      /\snonce\s*=/i.test(attributes) ? tag : `<script nonce="${nonce}"${attributes}>`,
    );
  return {
    push(text) {
      const all = carry + text;
      const open = all.lastIndexOf("<");
      const held = open > all.lastIndexOf(">") ? open : all.length;
      carry = all.slice(held);
      return stamp(all.slice(0, held));
    },
    end() {
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
