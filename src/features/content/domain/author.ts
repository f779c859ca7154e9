import { z } from "zod";

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case words joined by hyphens");

export const authorSchema = z.object({
  slug: slugSchema,
  name: z.string().trim().min(1),
  /** Post-nominal letters and qualifications, e.g. "RD, MSc Clinical Nutrition". */
  credentials: z.string().trim().min(1),
  role: z.string().trim().min(1),
  /** Inline text; may link to site pages. */
  bio: z.string().trim().min(80),
  expertise: z.array(z.string().trim().min(1)).min(1),
});
export type Author = z.infer<typeof authorSchema>;
