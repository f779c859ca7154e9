import "server-only";
import type { ContactSubmission } from "@/features/contact/domain/contact-message";
import type { Db } from "@/server/db/db-type";
import { contactMessages } from "@/server/db/schema/contact";
import { logger } from "@/server/log/logger";

export type SubmitContext = { ipAddress: string; locale: string; country: string | null };

/**
 * Stores one checked contact message. A filled honeypot field is accepted silently and not
 * stored. Validation and rate limits happen before, in the action client.
 */
export async function submitContactMessage(db: Db, input: ContactSubmission, context: SubmitContext): Promise<null> {
  if (input.website) {
    logger.info("contact form honeypot filled");
    return null;
  }
  const { name, email, topic, message } = input;
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
  return null;
}
