// The one implementation of "who is the client, and did they come over https": used by the
// app's HTTP server (scripts/server.mjs) on every request, and by the tests. Plain JavaScript
// so Node runs it without a build; types in trusted-client.d.mts. Rules: docs/http.md.
import { BlockList, isIP } from "node:net";

/** Headers only our own server may set; every incoming value is dropped first. */
export const privateHeaderPrefix = "x-pw-";
export const clientAddressHeader = "x-pw-client-address";
export const secureHeader = "x-pw-secure";

/** "::ffff:192.0.2.1" (an IPv4 client on a dual-stack socket) → "192.0.2.1"; lower case. */
export function normalizeAddress(address) {
  const trimmed = String(address ?? "").trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/**
 * Parses TRUSTED_PROXY_ADDRESSES: comma-separated addresses and CIDR ranges
 * ("10.0.0.0/8, 127.0.0.1, fd00::/8"). Throws on an entry that is neither, so a typo stops
 * the server instead of silently trusting nobody (or everybody).
 */
export function parseTrustedProxies(text) {
  const list = new BlockList();
  const entries = String(text ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split("/");
    const normalized = normalizeAddress(address);
    const family = isIP(normalized);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits && /^\d+$/.test(prefix)))) {
      throw new Error(`TRUSTED_PROXY_ADDRESSES: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(normalized, type);
    else list.addSubnet(normalized, bits, type);
  }
  return { size: entries.length, has: (candidate) => isTrusted(list, candidate) };
}

function isTrusted(list, candidate) {
  const address = normalizeAddress(candidate);
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address. A direct peer is the client. When the peer is a trusted proxy, the
 * X-Forwarded-For hops are read from the right (the entries our proxies appended) and the
 * first one that is not itself a trusted proxy is the client; entries further left were
 * written by the client and are ignored. A hop that is not an IP address ends the walk at the
 * last trusted hop, so garbage never becomes a rate-limit key.
 */
export function resolveClientAddress({ socketAddress, forwardedFor, trusted }) {
  const peer = normalizeAddress(socketAddress);
  if (!isIP(peer)) return null;
  if (!trusted.has(peer)) return peer;
  const hops = String(forwardedFor ?? "").split(",").map(normalizeAddress).filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (!isIP(hop)) return client;
    client = hop;
    if (!trusted.has(hop)) return hop;
  }
  return client;
}

/** Over https: the socket is TLS, or a trusted proxy's nearest X-Forwarded-Proto says https. */
export function resolveSecure({ socketEncrypted, socketAddress, forwardedProto, trusted }) {
  if (socketEncrypted) return true;
  if (!trusted.has(socketAddress)) return false;
  const nearest = String(forwardedProto ?? "").split(",").pop()?.trim().toLowerCase();
  return nearest === "https";
}

/**
 * Rewrites a Node request's headers before Next.js sees it: drops every incoming `x-pw-*`
 * header, sets the client address and https flag, and replaces X-Forwarded-For with the
 * resolved address so nothing downstream can be fooled by the visitor's own value.
 */
export function applyTrustedRequestFacts(req, trusted) {
  const headers = req.headers;
  for (const name of Object.keys(headers)) if (name.startsWith(privateHeaderPrefix)) delete headers[name];
  const one = (value) => (Array.isArray(value) ? value.join(",") : value);
  const socketAddress = req.socket?.remoteAddress;
  const client = resolveClientAddress({ socketAddress, forwardedFor: one(headers["x-forwarded-for"]), trusted });
  const secure = resolveSecure({
    socketEncrypted: Boolean(req.socket?.encrypted),
    socketAddress,
    forwardedProto: one(headers["x-forwarded-proto"]),
    trusted,
  });
  if (client) {
    headers[clientAddressHeader] = client;
    headers["x-forwarded-for"] = client;
  } else {
    delete headers["x-forwarded-for"];
  }
  headers[secureHeader] = secure ? "1" : "0";
  headers["x-forwarded-proto"] = secure ? "https" : "http";
  return { clientAddress: client, secure };
}
