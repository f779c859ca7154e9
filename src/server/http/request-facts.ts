import "server-only";
import { clientAddressHeader, secureHeader } from "./trusted-client.mjs";

/**
 * Facts about a request that only the app's own HTTP server (scripts/server.mjs) can know:
 * the real client address (the socket's, or a configured trusted proxy's X-Forwarded-For)
 * and whether the site is served over https. The server sets these headers on every request
 * and always drops incoming values, so a visitor cannot forge them (docs/http.md).
 */
export const trustedRequestHeaders = { clientAddress: clientAddressHeader, secure: secureHeader } as const;

type HeaderSource = Headers | { headers: Headers };

function headersOf(source: HeaderSource): Headers {
  return source instanceof Headers ? source : source.headers;
}

/**
 * The caller's address for rate-limit keys; "unknown" when the request did not pass through
 * our server (`next dev`, a bare `next start`, or a handler called directly in a test).
 */
export function clientAddressOf(source: HeaderSource): string {
  const value = headersOf(source).get(trustedRequestHeaders.clientAddress)?.trim();
  return value && /^[0-9a-f.:]{2,45}$/i.test(value) ? value.toLowerCase() : "unknown";
}

/** True when the visitor reached the site over https (directly or through the trusted proxy). */
export function isSecureRequest(source: HeaderSource): boolean {
  return headersOf(source).get(trustedRequestHeaders.secure) === "1";
}
