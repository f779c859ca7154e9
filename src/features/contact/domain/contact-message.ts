import { z } from "zod";

export const contactTopics = ["plan", "billing", "cancellation", "technical", "privacy", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];

/**
 * The contact form. Error messages are codes; the form shows them in the visitor's language
 * (`contact.errors.<code>`), the same on the client and on the server.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, "nameShort").max(100, "nameLong"),
  email: z.string().trim().max(254, "emailInvalid").pipe(z.email("emailInvalid")),
  topic: z.enum(contactTopics, "topicRequired"),
  message: z.string().trim().min(20, "messageShort").max(5000, "messageLong"),
  /** A field people never see; bots fill it in. */
  website: z.string().max(0, "spam").optional().or(z.literal("")),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactErrorCodes = [
  "nameShort",
  "nameLong",
  "emailInvalid",
  "topicRequired",
  "messageShort",
  "messageLong",
] as const;
export type ContactErrorCode = (typeof contactErrorCodes)[number];

export function isContactErrorCode(value: string): value is ContactErrorCode {
  return (contactErrorCodes as readonly string[]).includes(value);
}

/**
 * What the server accepts: the form's fields, with the hidden honeypot field free text so a
 * bot that fills it gets a quiet success instead of learning about the trap.
 */
export const contactSubmissionSchema = contactMessageSchema.extend({
  website: z.string().max(500).optional(),
});
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/** At most this many messages per sender address, and per e-mail address, per hour. */
export const contactRateLimit = { limit: 5, windowMs: 60 * 60 * 1000 } as const;
