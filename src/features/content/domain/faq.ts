import { z } from "zod";
import { contentLocaleSchema } from "@/features/content/domain/content-locale";
import { slugSchema } from "@/features/content/domain/author";
import { blocksSchema } from "@/features/content/domain/rich-text";

export const faqCategories = ["plans", "billing", "fasting-safety", "cancellation", "refunds", "privacy", "account"] as const;
export const faqCategorySchema = z.enum(faqCategories);
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqEntrySchema = z.object({
  /** Stable across locales; also usable as the page anchor. */
  id: slugSchema,
  category: faqCategorySchema,
  question: z.string().trim().min(5),
  answer: blocksSchema,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** One locale's FAQ: the category headings in that language and the entries in display order. */
export const faqContentSchema = z.object({
  locale: contentLocaleSchema,
  title: z.string().trim().min(1),
  description: z.string().trim().min(20).max(200),
  categoryLabels: z.record(faqCategorySchema, z.string().trim().min(1)),
  entries: z.array(faqEntrySchema).min(1),
});
export type FaqContent = z.infer<typeof faqContentSchema>;
