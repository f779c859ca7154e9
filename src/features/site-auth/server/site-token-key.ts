import "server-only";
import type { KeyRing } from "@/server/secrets/key-ring";
import { getServerSecrets } from "@/server/secrets/server-secrets";

/** The site-token key ring (SITE_TOKEN_KEYS, else generated; see docs/security.md). */
export function siteTokenKeyRing(): KeyRing {
  return getServerSecrets().siteTokenKeys;
}

export const siteTokenIssuer = "platewise";
/** Site tokens carry their own audience, so a session can never pass as one (nor the reverse). */
export const siteTokenAudience = "platewise-site-token";
