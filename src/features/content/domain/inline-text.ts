/**
 * A tiny, pure parser for inline text. It understands exactly two marks:
 * `**bold**` and `[link text](href)`. Bold text may not start or end with a space (as in
 * Markdown), so `2 ** 3` stays literal. Anything else, including unmatched marks,
 * stays literal text. Links are recognised only for safe targets (a site path,
 * `https://` or `mailto:`), so a `javascript:` address can never become a link.
 */
export type InlineSegment =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "link"; text: string; href: string; external: boolean };

const LINK_PATTERN = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;

export function isSafeHref(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//");
  return /^https:\/\/[^\s/]+/.test(href) || /^mailto:[^\s@]+@[^\s@]+$/.test(href);
}

export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let plain = "";
  const flush = () => {
    if (plain) segments.push({ kind: "text", text: plain });
    plain = "";
  };

  let i = 0;
  while (i < text.length) {
    if (text.startsWith("**", i)) {
      const end = text.indexOf("**", i + 2);
      const inner = end === -1 ? "" : text.slice(i + 2, end);
      if (inner.trim() === inner && inner !== "" && !inner.includes("\n")) {
        flush();
        segments.push({ kind: "bold", text: inner });
        i = end + 2;
        continue;
      }
    }
    if (text[i] === "[") {
      const match = LINK_PATTERN.exec(text.slice(i));
      const label = match?.[1];
      const href = match?.[2];
      if (match && label && href && label.trim() !== "" && isSafeHref(href)) {
        flush();
        segments.push({ kind: "link", text: label, href, external: !isInternalHref(href) });
        i += match[0].length;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  flush();
  return segments;
}

/** The text a reader sees, with the marks removed. */
export function inlineToPlainText(text: string): string {
  return parseInline(text)
    .map((segment) => segment.text)
    .join("");
}
