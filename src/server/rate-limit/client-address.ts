import "server-only";
import { clientAddressOf } from "@/server/http/request-facts";

/**
 * The caller's address for rate-limit keys, as resolved by the app's own server; never the
 * visitor's X-Forwarded-For. Kept for callers not yet on `clientAddressOf`.
 * @deprecated use `clientAddressOf` from `@/server/http/request-facts`.
 */
export function clientAddress(request: Request): string {
  return clientAddressOf(request);
}
