import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Attempts at a secret (a staff password, a staff two-factor code, a customer's sign-in code),
 * counted before the secret is checked (src/server/rate-limit/attempt-gate.ts). A run of attempts
 * is forgotten 15 minutes after its last counted attempt, or at once after a success.
 */
export const signInAttempts = pgTable("sign_in_attempts", {
  /** What is guarded, e.g. `staff-password:<hash of the address>`; never a raw address. */
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  /** When the run is forgotten; while `count` is at the limit, the key is locked until then. */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
