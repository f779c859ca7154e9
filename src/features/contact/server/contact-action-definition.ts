import "server-only";
import { createHash } from "node:crypto";
import { contactRateLimit, contactSubmissionSchema } from "@/features/contact/domain/contact-message";
import type { RateLimitRule } from "@/server/rate-limit/hit-rate-limit";

/**
 * The contact form's checks for the action client: 5 messages an hour per client address
 * and per e-mail address. The e-mail is hashed in the rate-limit key so the counter table
 * holds no address.
 */
export const contactActionDefinition = {
  name: "contact",
  input: contactSubmissionSchema,
  rateLimit: contactRateLimit,
  inputRateLimits: ({ email }: { email: string }): RateLimitRule[] => [
    { key: `contact-email:${createHash("sha256").update(email.toLowerCase()).digest("hex")}`, ...contactRateLimit },
  ],
};
