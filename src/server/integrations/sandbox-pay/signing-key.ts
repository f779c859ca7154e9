import "server-only";
import { hkdfSync } from "node:crypto";
import { getServerSecrets } from "@/server/secrets/server-secrets";

/**
 * The secret the sandbox processor signs its webhooks with, and our endpoint checks them
 * with: an HKDF-SHA256 sub-key of the server's current session secret, so no new secret has
 * to be generated or kept, and the session key itself never signs a webhook
 * (docs/billing.md, "The sandbox provider").
 */
export function sandboxWebhookSecret(): Uint8Array {
  const base = getServerSecrets().sessionKeys[0].secret;
  return new Uint8Array(hkdfSync("sha256", base, "platewise", "sandbox-pay webhook signing", 32));
}
