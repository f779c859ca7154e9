import "server-only";

/**
 * Facts about a request that only the HTTP server in front of Next.js can know: the real
 * client address (the socket's, or the configured trusted proxy's header) and whether the
 * site is served over https. The server sets these headers on every request and always
 * replaces incoming values, so a visitor cannot forge them (see docs/security.md).
 */
export const trustedRequestHeaders = {
  clientAddress: "x-pw-client-address",
  secure: "x-pw-secure",
} as const;

type HeaderSource = Headers | { headers: Headers };

function headersOf(source: HeaderSource): Headers {
  return source instanceof Headers ? source : source.headers;
}

/** The caller's address for rate-limit keys; "unknown" when no trusted server set it. */
export function clientAddressOf(source: HeaderSource): string {
  const value = headersOf(source).get(trustedRequestHeaders.clientAddress)?.trim();
  return value && /^[0-9a-f.:]{2,45}$/i.test(value) ? value.toLowerCase() : "unknown";
}

/** True when the visitor reached the site over https (directly or through the trusted proxy). */
export function isSecureRequest(source: HeaderSource): boolean {
  return headersOf(source).get(trustedRequestHeaders.secure) === "1";
}
