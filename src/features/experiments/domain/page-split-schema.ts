import { z } from "zod";
import { conditionTextSchema, experimentNameSchema, sitePathSchema } from "./field-schemas";

export const pageSplitOptionSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "Use 1–64 letters, digits, '_', '.' or '-'."),
  url: sitePathSchema,
  weight: z.number().min(0).max(100),
});

/** A page-level split: on which paths, for whom, how much traffic, and the options. */
export const pageSplitGroupSchema = z
  .object({
    paths: z.array(z.string().min(1).max(500)).min(1).max(50),
    condition: conditionTextSchema,
    coverage: z.number().min(0).max(100),
    options: z.array(pageSplitOptionSchema).min(1).max(20),
  })
  .refine(
    (group) => new Set(group.options.map((option) => option.id)).size === group.options.length,
    {
      message: "Option ids must be unique.",
      path: ["options"],
    },
  );

/** The split group map: name → group. */
export const splitGroupMapSchema = z.record(experimentNameSchema, pageSplitGroupSchema);

export type PageSplitOption = z.infer<typeof pageSplitOptionSchema>;
export type PageSplitGroup = z.infer<typeof pageSplitGroupSchema>;
export type SplitGroupMap = Record<string, PageSplitGroup>;
