const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A visitor id is a UUID (the proxy_user_id cookie); anything else is ignored. */
export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

/**
 * The one way a visitor id is made: a random v4 UUID from the platform's cryptographic
 * generator (Web Crypto, in Node.js and in browsers). `crypto.randomUUID` needs a secure
 * context in browsers, so plain-http pages fall back to `getRandomValues`.
 */
export function mintVisitorId(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto.randomUUID === "function") return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
