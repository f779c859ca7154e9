import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { getServerSecrets } from "@/server/secrets/server-secrets";

let key: Uint8Array | undefined;

/**
 * The key that signs the proxy's hand-over: derived from the server's session secret and a
 * random value drawn when the process starts, so it never leaves this process (the proxy and
 * the render run in the same one) and is never the session key itself.
 */
export function requestContextKey(): Uint8Array {
  key ??= createHmac("sha256", getServerSecrets().sessionKeys[0].secret)
    .update("platewise request context\0")
    .update(randomBytes(32))
    .digest();
  return key;
}
