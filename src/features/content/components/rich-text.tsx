import type { Block, CalloutTone } from "@/features/content/domain/rich-text";
import { inlineToPlainText } from "@/features/content/domain/inline-text";
import { cn } from "@/lib/cn";
import { InlineText } from "./inline-text";

const calloutTone: Record<CalloutTone, string> = {
  info: "border-sky-400 bg-sky-50 text-neutral-900",
  tip: "border-primary bg-primary-light text-fg",
  warning: "border-amber-500 bg-amber-50 text-neutral-900",
};

/** Stable, readable anchors for level-2 headings. */
export function headingAnchor(text: string): string {
  return inlineToPlainText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** Renders content blocks: headings, paragraphs, lists, quotes, callouts and tables. */
export function RichText({ blocks, className }: { blocks: readonly Block[]; className?: string }) {
  return (
    <div className={cn("space-y-4 leading-relaxed", className)}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "heading":
            return block.level === 2 ? (
              <h2 key={index} id={headingAnchor(block.text)} className="scroll-mt-24 pt-4 text-xl font-bold">
                <InlineText text={block.text} />
              </h2>
            ) : (
              <h3 key={index} className="pt-2 text-lg font-semibold">
                <InlineText text={block.text} />
              </h3>
            );
          case "paragraph":
            return (
              <p key={index}>
                <InlineText text={block.text} />
              </p>
            );
          case "list": {
            const ListTag = block.ordered ? "ol" : "ul";
            return (
              <ListTag key={index} className={cn("space-y-1 ps-6", block.ordered ? "list-decimal" : "list-disc")}>
                {block.items.map((item, i) => (
                  <li key={i}>
                    <InlineText text={item} />
                  </li>
                ))}
              </ListTag>
            );
          }
          case "quote":
            return (
              <blockquote key={index} className="border-s-4 border-line ps-4 italic">
                <p>
                  <InlineText text={block.text} />
                </p>
                {block.cite ? (
                  <footer className="mt-1 text-sm not-italic text-muted">
                    — <InlineText text={block.cite} />
                  </footer>
                ) : null}
              </blockquote>
            );
          case "callout":
            return (
              <aside key={index} className={cn("rounded-lg border-s-4 p-4", calloutTone[block.tone])}>
                {block.title ? (
                  <p className="font-semibold">
                    <InlineText text={block.title} />
                  </p>
                ) : null}
                <p>
                  <InlineText text={block.text} />
                </p>
              </aside>
            );
          case "table":
            return (
              <div key={index} className="overflow-x-auto">
                <table className="w-full border-collapse text-start text-sm">
                  {block.caption ? (
                    <caption className="pb-2 text-start text-muted">
                      <InlineText text={block.caption} />
                    </caption>
                  ) : null}
                  <thead>
                    <tr>
                      {block.header.map((cell, i) => (
                        <th key={i} scope="col" className="border-b border-line px-2 py-2 text-start font-semibold">
                          <InlineText text={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) => (
                          <td key={c} className="border-b border-line px-2 py-2 align-top">
                            {cell ? <InlineText text={cell} /> : null}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
