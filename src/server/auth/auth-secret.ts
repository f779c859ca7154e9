import "server-only";
import { createHmac } from "node:crypto";
import type { KeyRing } from "@/server/secrets/key-ring";

/**
 * better-auth's secret (it signs the session cookie), derived from the first SESSION_KEYS key,
 * so it is generated and kept with the app's other secrets and refused in production like them
 * (docs/security.md). Derived, not the key itself: the key also signs nothing else this way.
 * Putting a new key first signs every customer out (docs/account.md, "Sessions").
 */
export function betterAuthSecret(sessionKeys: KeyRing): string {
  return createHmac("sha256", sessionKeys[0].secret).update("platewise:better-auth:v1").digest("base64url");
}
