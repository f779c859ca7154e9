import { z } from "zod";
import type { Block } from "@/features/content/domain/rich-text";

/** Company details that content refers to; the values come from configuration at render time. */
export const placeholderKeys = ["companyName", "companyAddress", "supportEmail", "siteName", "siteUrl"] as const;
export type PlaceholderKey = (typeof placeholderKeys)[number];

export const placeholderValuesSchema = z.object({
  companyName: z.string().min(1),
  companyAddress: z.string().min(1),
  supportEmail: z.email(),
  siteName: z.string().min(1),
  siteUrl: z.url(),
});
export type PlaceholderValues = z.infer<typeof placeholderValuesSchema>;

const PLACEHOLDER_PATTERN = /\{(companyName|companyAddress|supportEmail|siteName|siteUrl)\}/g;
const ANY_PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Replaces the known placeholders of one text; unknown braces are left alone. */
export function fillText(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER_PATTERN, (_, key: PlaceholderKey) => values[key]);
}

/** Names used as `{name}` in a text that are not known placeholders (used to check content). */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = placeholderKeys;
  return [...text.matchAll(ANY_PLACEHOLDER_PATTERN)]
    .map((match) => match[1] ?? "")
    .filter((name) => !known.includes(name));
}

/** Returns a copy of the blocks with every placeholder filled in; the input is not changed. */
export function fillPlaceholders(blocks: readonly Block[], values: PlaceholderValues): Block[] {
  const fill = (text: string) => fillText(text, values);
  return blocks.map((block): Block => {
    switch (block.type) {
      case "heading":
      case "paragraph":
        return { ...block, text: fill(block.text) };
      case "list":
        return { ...block, items: block.items.map(fill) };
      case "quote":
        return block.cite === undefined
          ? { ...block, text: fill(block.text) }
          : { ...block, text: fill(block.text), cite: fill(block.cite) };
      case "callout":
        return block.title === undefined
          ? { ...block, text: fill(block.text) }
          : { ...block, title: fill(block.title), text: fill(block.text) };
      case "table":
        return {
          ...block,
          ...(block.caption === undefined ? {} : { caption: fill(block.caption) }),
          header: block.header.map(fill),
          rows: block.rows.map((row) => row.map(fill)),
        };
    }
  });
}
