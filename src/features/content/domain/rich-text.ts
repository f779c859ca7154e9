import { z } from "zod";

/**
 * Inline text: plain text that may contain `**bold**` and `[link text](/path)` only.
 * Placeholders such as `{companyName}` may appear anywhere inside it.
 */
export const inlineTextSchema = z.string().trim().min(1);
export type InlineText = z.infer<typeof inlineTextSchema>;

export const headingBlockSchema = z.object({
  type: z.literal("heading"),
  level: z.union([z.literal(2), z.literal(3)]),
  text: inlineTextSchema,
});

export const paragraphBlockSchema = z.object({
  type: z.literal("paragraph"),
  text: inlineTextSchema,
});

export const listBlockSchema = z.object({
  type: z.literal("list"),
  ordered: z.boolean(),
  items: z.array(inlineTextSchema).min(1),
});

export const quoteBlockSchema = z.object({
  type: z.literal("quote"),
  text: inlineTextSchema,
  cite: inlineTextSchema.optional(),
});

export const calloutToneSchema = z.enum(["info", "tip", "warning"]);

export const calloutBlockSchema = z.object({
  type: z.literal("callout"),
  tone: calloutToneSchema,
  title: inlineTextSchema.optional(),
  text: inlineTextSchema,
});

export const tableBlockSchema = z
  .object({
    type: z.literal("table"),
    caption: inlineTextSchema.optional(),
    header: z.array(inlineTextSchema).min(1),
    rows: z.array(z.array(z.string().trim())).min(1),
  })
  .refine((table) => table.rows.every((row) => row.length === table.header.length), {
    message: "Every table row needs as many cells as the header",
  });

export const blockSchema = z.discriminatedUnion("type", [
  headingBlockSchema,
  paragraphBlockSchema,
  listBlockSchema,
  quoteBlockSchema,
  calloutBlockSchema,
  tableBlockSchema,
]);

export const blocksSchema = z.array(blockSchema).min(1);

export type HeadingBlock = z.infer<typeof headingBlockSchema>;
export type ParagraphBlock = z.infer<typeof paragraphBlockSchema>;
export type ListBlock = z.infer<typeof listBlockSchema>;
export type QuoteBlock = z.infer<typeof quoteBlockSchema>;
export type CalloutTone = z.infer<typeof calloutToneSchema>;
export type CalloutBlock = z.infer<typeof calloutBlockSchema>;
export type TableBlock = z.infer<typeof tableBlockSchema>;
export type Block = z.infer<typeof blockSchema>;
