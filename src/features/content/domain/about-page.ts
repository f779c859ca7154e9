import { z } from "zod";
import { contentLocaleSchema } from "@/features/content/domain/content-locale";
import { blocksSchema } from "@/features/content/domain/rich-text";

/** The sections of the about page, in display order; every locale has all of them. */
export const aboutSectionIds = ["mission", "how-plans-are-made", "team-and-standards", "contact"] as const;
export const aboutSectionIdSchema = z.enum(aboutSectionIds);
export type AboutSectionId = z.infer<typeof aboutSectionIdSchema>;

export const aboutSectionSchema = z.object({
  id: aboutSectionIdSchema,
  heading: z.string().trim().min(1),
  blocks: blocksSchema,
});

export const aboutPageSchema = z.object({
  locale: contentLocaleSchema,
  title: z.string().trim().min(1),
  description: z.string().trim().min(20).max(200),
  /** The short line under the title. */
  lead: z.string().trim().min(1),
  sections: z.array(aboutSectionSchema).length(aboutSectionIds.length),
});
export type AboutSection = z.infer<typeof aboutSectionSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
