import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNonceStamper, nonceOfPolicy, stampPrerenderedNonces } from "../../../scripts/stamp-nonce.mjs";

/*
 * A prerendered page is built without a request, so Next cannot put the response's nonce on
 * its scripts; the app's server stamps it on as the HTML streams out. The attacks: a response
 * that is not a prerender (it may hold visitor input) must never be stamped, since stamping
 * would bless an injected script; a cached copy must never carry an old nonce (no 304, no
 * shared caching); a tag split across chunks must not slip through unstamped (the CSP would
 * then block our own script and the page would break).
 */
const nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
const policy = `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
const oldNonce = "BBBBBBBBBBBBBBBBBBBBBB==";
const page =
  `<!DOCTYPE html><html><head><link rel="preload" as="script" nonce="${oldNonce}" href="/_next/static/chunks/a.js"/>` +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  `<script nonce="${oldNonce}">self.__zod={}</script></head><body><p>1 &lt; 2</p><script>self.__next_f.push([1,"ü"])</script>` +
  `<script>self.__next_f.push([1,"{\\"nonce\\":\\"${oldNonce}\\"}"])</script>` +
  '<noscript><img src="x"></noscript><scripting-note>no</scripting-note></body></html>';

let server: Server;
let base = "";
const seen: Record<string, string | undefined> = {};
beforeAll(async () => {
  server = createServer((req, res) => {
    stampPrerenderedNonces(req, res);
    seen.ifNoneMatch = req.headers["if-none-match"];
    res.setHeader("content-security-policy", policy);
    const bytes = Buffer.from(page);
    const headers: Record<string, string> = {
      "content-type": "text/html; charset=utf-8",
      etag: '"abc"',
      "cache-control": "s-maxage=31536000",
      "content-length": String(bytes.length),
      ...(req.url === "/dynamic" ? {} : { "x-nextjs-prerender": "1" }),
    };
    // A page served from the cache: its headers come with writeHead, as Next sends them.
    if (req.url === "/cached") res.writeHead(200, headers);
    else {
      res.statusCode = 200;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    // Chunk boundaries inside a tag and inside a two-byte character.
    const cut = [37, page.indexOf("ü") + 10, bytes.indexOf(Buffer.from("ü")) + 1, bytes.length - 20].sort((a, b) => a - b);
    let at = 0;
    for (const end of cut) {
      res.write(bytes.subarray(at, end));
      at = end;
    }
    res.end(bytes.subarray(at));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("nonces on prerendered pages", () => {
  it("stamps every script of a prerendered page with the response's nonce, once", async () => {
    const response = await fetch(`${base}/de/privacy-policy`, { headers: { "if-none-match": '"abc"' } });
    expect(response.status).toBe(200);
    expect(seen.ifNoneMatch).toBeUndefined();
    const html = await response.text();
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      `<script nonce="${nonce}" src="/_next/static/chunks/a.js" async="">`,
      `<script nonce="${nonce}">`,
      `<script nonce="${nonce}">`,
      `<script nonce="${nonce}">`,
    ]);
    expect(html).not.toContain(oldNonce);
    expect(html).toContain(`<link rel="preload" as="script" nonce="${nonce}"`);
    expect(html).toContain(`{\\"nonce\\":\\"${nonce}\\"}`);
    expect(html).toContain('self.__next_f.push([1,"ü"])');
    expect(html).toContain("<scripting-note>no</scripting-note>");
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("content-length")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("stamps a page served from the cache, whose headers come with writeHead, replacing the nonce it was rendered with", async () => {
    const response = await fetch(`${base}/cached`);
    const html = await response.text();
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      `<script nonce="${nonce}" src="/_next/static/chunks/a.js" async="">`,
      `<script nonce="${nonce}">`,
      `<script nonce="${nonce}">`,
      `<script nonce="${nonce}">`,
    ]);
    expect(html).not.toContain(oldNonce);
    expect(html).toContain(`<link rel="preload" as="script" nonce="${nonce}"`);
    expect(html).toContain(`{\\"nonce\\":\\"${nonce}\\"}`);
    expect(html).not.toContain(oldNonce);
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("never stamps a response that is not a prerender", async () => {
    const html = await (await fetch(`${base}/dynamic`)).text();
    expect(html).toBe(page);
  });

  it("holds a tag split at any point until it is whole", () => {
    for (let cut = 1; cut < page.length; cut++) {
      const stamper = createNonceStamper(nonce);
      const out = stamper.push(page.slice(0, cut)) + stamper.push(page.slice(cut)) + stamper.end();
      expect(out.match(/<script nonce=/g)).toHaveLength(4);
      expect(out).not.toContain(oldNonce);
    }
  });

  it("reads the nonce of a policy, and none from a policy without one", () => {
    expect(nonceOfPolicy(policy)).toBe(nonce);
    expect(nonceOfPolicy("default-src 'none'")).toBeNull();
    expect(nonceOfPolicy(undefined)).toBeNull();
  });
});
