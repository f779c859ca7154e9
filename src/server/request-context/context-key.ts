import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { getServerSecrets } from "@/server/secrets/server-secrets";

/**
 * Kept on the process, not in this module: the proxy and the pages are bundled apart, so each
 * bundle has its own copy of this module, and a module-level key would differ between them —
 * every hand-over would then fail its signature check and pages would see no experiments.
 */
const slot = Symbol.for("platewise.request-context-key");
type KeyHolder = { [slot]?: Uint8Array };

/**
 * The key that signs the proxy's hand-over: derived from the server's session secret and a
 * random value drawn when the process starts, so it never leaves this process (the proxy and
 * the render run in the same one) and is never the session key itself.
 */
export function requestContextKey(): Uint8Array {
  const holder = globalThis as KeyHolder;
  holder[slot] ??= createHmac("sha256", getServerSecrets().sessionKeys[0].secret)
    .update("platewise request context\0")
    .update(randomBytes(32))
    .digest();
  return holder[slot];
}
