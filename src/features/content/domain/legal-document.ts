import { z } from "zod";
import { blocksSchema } from "@/features/content/domain/rich-text";

/** The legal pages of the site; each slug is also its route (`/<slug>`). */
export const legalSlugs = [
  "cookie-policy",
  "dmca",
  "do-not-sell-my-personal-information",
  "privacy-policy",
  "refund-policy",
  "subscription-terms",
  "terms-of-service",
  "unimeal-editorial-policy",
  "commercial-disclosure",
] as const;
export const legalSlugSchema = z.enum(legalSlugs);
export type LegalSlug = z.infer<typeof legalSlugSchema>;

export const legalDocumentSchema = z.object({
  slug: legalSlugSchema,
  title: z.string().trim().min(1),
  /** Used as the meta description: one sentence. */
  description: z.string().trim().min(20).max(200),
  /** ISO date (YYYY-MM-DD) of the last change of substance. */
  lastUpdated: z.iso.date(),
  blocks: blocksSchema,
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
