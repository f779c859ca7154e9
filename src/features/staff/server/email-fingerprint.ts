import "server-only";
import { createHash } from "node:crypto";

/**
 * A short, stable fingerprint of an address (SHA-256 of the trimmed, lower-cased address, 16 hex
 * characters): lets the audit log tell repeated searches or attempts for one address apart
 * without keeping the address (docs/staff.md, "Audit").
 */
export function emailFingerprint(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}
