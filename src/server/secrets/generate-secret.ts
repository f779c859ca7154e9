import { randomBytes } from "node:crypto";
import { formatKeyRing } from "./key-ring";

/** 32 random bytes, base64url (43 characters). */
export function generateSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** A one-key ring with a fresh kid (the creation date and a random suffix) and secret. */
export function generateKeyRingText(now: Date = new Date()): string {
  const kid = `${now.toISOString().slice(0, 10)}-${randomBytes(3).toString("hex")}`;
  return formatKeyRing([{ kid, secret: generateSecret() }]);
}
