import "server-only";
import { contactMessageSchema, contactRateLimit, type ContactMessage, type ContactResult } from "@/features/contact/domain/contact-message";
import type { Db } from "@/server/db/db-type";
import { contactMessages } from "@/server/db/schema/contact";
import { logger } from "@/server/log/logger";
import { hitRateLimit } from "@/server/rate-limit/hit-rate-limit";

export type SubmitContext = { ipAddress: string; locale: string; country: string | null; now?: number };

/**
 * Validates and stores one contact message. Each sender address may send 5 an hour; a filled
 * honeypot field is accepted silently and not stored.
 */
export async function submitContactMessage(db: Db, input: unknown, context: SubmitContext): Promise<ContactResult> {
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Partial<Record<keyof ContactMessage, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof ContactMessage | undefined;
      if (key && !fields[key]) fields[key] = issue.message;
    }
    if (fields.website) {
      logger.info("contact form honeypot filled", { ipAddress: context.ipAddress });
      return { ok: true };
    }
    return { ok: false, error: "validation", fields };
  }
  const limit = await hitRateLimit(db, { key: `contact:${context.ipAddress}`, ...contactRateLimit }, context.now);
  if (!limit.allowed) {
    logger.warn("contact form rate limited", { ipAddress: context.ipAddress });
    return { ok: false, error: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const { name, email, topic, message } = parsed.data;
  await db.insert(contactMessages).values({
    name,
    email: email.toLowerCase(),
    topic,
    message,
    locale: context.locale,
    country: context.country,
    ipAddress: context.ipAddress === "unknown" ? null : context.ipAddress,
  });
  logger.info("contact message stored", { topic, locale: context.locale });
  return { ok: true };
}
