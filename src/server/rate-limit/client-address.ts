import "server-only";

/**
 * The caller's address for rate-limit keys: the first X-Forwarded-For entry (set by the
 * reverse proxy in front of the app), else X-Real-IP, else "unknown".
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const address = forwarded || request.headers.get("x-real-ip")?.trim();
  return address && /^[0-9a-f.:]{2,45}$/i.test(address) ? address.toLowerCase() : "unknown";
}
