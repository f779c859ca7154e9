import type {
  CalloutBlock,
  CalloutTone,
  HeadingBlock,
  ListBlock,
  ParagraphBlock,
  QuoteBlock,
  TableBlock,
} from "@/features/content/domain/rich-text";

/** Short constructors that keep the content data files readable. */
export function h2(text: string): HeadingBlock {
  return { type: "heading", level: 2, text };
}

export function h3(text: string): HeadingBlock {
  return { type: "heading", level: 3, text };
}

export function p(text: string): ParagraphBlock {
  return { type: "paragraph", text };
}

export function ul(items: string[]): ListBlock {
  return { type: "list", ordered: false, items };
}

export function ol(items: string[]): ListBlock {
  return { type: "list", ordered: true, items };
}

export function quote(text: string, cite?: string): QuoteBlock {
  return cite === undefined ? { type: "quote", text } : { type: "quote", text, cite };
}

export function callout(tone: CalloutTone, text: string, title?: string): CalloutBlock {
  return title === undefined ? { type: "callout", tone, text } : { type: "callout", tone, title, text };
}

export function table(header: string[], rows: string[][], caption?: string): TableBlock {
  return caption === undefined ? { type: "table", header, rows } : { type: "table", caption, header, rows };
}
