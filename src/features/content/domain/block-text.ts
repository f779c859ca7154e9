import type { Block } from "@/features/content/domain/rich-text";
import { inlineToPlainText, parseInline } from "@/features/content/domain/inline-text";

/** Every inline text of a block list, in reading order. */
export function blockTexts(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block): string[] => {
    switch (block.type) {
      case "heading":
      case "paragraph":
        return [block.text];
      case "list":
        return [...block.items];
      case "quote":
        return block.cite === undefined ? [block.text] : [block.text, block.cite];
      case "callout":
        return block.title === undefined ? [block.text] : [block.title, block.text];
      case "table":
        return [...(block.caption === undefined ? [] : [block.caption]), ...block.header, ...block.rows.flat()];
    }
  });
}

/** The readable text of a block list, one inline text per line, without marks. */
export function blocksToPlainText(blocks: readonly Block[]): string {
  return blockTexts(blocks).map(inlineToPlainText).join("\n");
}

/** Every link target used in a block list, in reading order. */
export function collectLinks(blocks: readonly Block[]): string[] {
  return blockTexts(blocks).flatMap((text) =>
    parseInline(text).flatMap((segment) => (segment.kind === "link" ? [segment.href] : [])),
  );
}
