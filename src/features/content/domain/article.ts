import { z } from "zod";
import { slugSchema } from "@/features/content/domain/author";
import { blocksSchema } from "@/features/content/domain/rich-text";

export const articleCategories = ["intermittent-fasting", "calories", "hydration", "recipes", "weight-goals"] as const;
export const articleCategorySchema = z.enum(articleCategories);
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

export const articleSchema = z
  .object({
    slug: slugSchema,
    /** Also the structured-data headline, so at most 110 characters. */
    title: z.string().trim().min(10).max(110),
    /** Used as the meta description and the teaser on the blog index. */
    description: z.string().trim().min(50).max(200),
    category: articleCategorySchema,
    tags: z.array(z.string().trim().min(1)).min(1),
    authorSlug: slugSchema,
    /** The qualified professional who checked the article (see the editorial policy). */
    reviewerSlug: slugSchema.optional(),
    publishedAt: z.iso.date(),
    updatedAt: z.iso.date(),
    /** Alternative text of the article's hero image. */
    heroAlt: z.string().trim().min(10),
    blocks: blocksSchema,
  })
  .refine((article) => article.updatedAt >= article.publishedAt, {
    message: "updatedAt cannot be before publishedAt",
    path: ["updatedAt"],
  })
  .refine((article) => article.reviewerSlug !== article.authorSlug, {
    message: "An author cannot review their own article",
    path: ["reviewerSlug"],
  });
export type Article = z.infer<typeof articleSchema>;
