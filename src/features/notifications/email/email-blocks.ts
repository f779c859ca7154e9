/**
 * The pieces a transactional e-mail is made of, rendered once as plain text and once as simple
 * inline-styled HTML, so both parts always say the same (docs/email.md, "Templates").
 * Pure: no React, no framework, no environment.
 */
export type EmailBlock =
  | { type: "paragraph"; text: string }
  /** A call to action: a button in HTML, "label: url" in text. */
  | { type: "button"; label: string; url: string }
  /** A short code shown large (a sign-in code). */
  | { type: "code"; label: string; code: string }
  /** Label and value rows (what was bought, the amount, the next charge). */
  | { type: "facts"; rows: ReadonlyArray<{ label: string; value: string }> }
  /** A sentence with one link in it: `before`, the link, `after`. */
  | { type: "link"; before: string; label: string; url: string; after: string };

export type EmailDocument = {
  locale: string;
  direction: "ltr" | "rtl";
  subject: string;
  blocks: readonly EmailBlock[];
};

export type EmailContent = { subject: string; text: string; html: string };

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Every interpolated value goes through this before it reaches the HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** Only web addresses become links; anything else (a `javascript:` URL) is refused. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error("E-mail links must be http(s) addresses.");
  return parsed.toString();
}

function textOf(block: EmailBlock): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "button":
      return `${block.label}: ${safeUrl(block.url)}`;
    case "code":
      return `${block.label}: ${block.code}`;
    case "facts":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "link":
      return `${block.before}${safeUrl(block.url)}${block.after}`;
  }
}

export function renderText(doc: EmailDocument): string {
  return `${doc.blocks.map(textOf).join("\n\n")}\n`;
}

const font = "font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933";

function htmlOf(block: EmailBlock, align: string): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case "button":
      return `<p style="margin:24px 0"><a href="${escapeHtml(safeUrl(block.url))}" style="display:inline-block;background:#2f7d4f;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px">${escapeHtml(block.label)}</a></p>`;
    case "code":
      return `<p style="margin:0 0 4px">${escapeHtml(block.label)}</p><p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px" dir="ltr">${escapeHtml(block.code)}</p>`;
    case "facts":
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#52606d;text-align:${align};vertical-align:top">${escapeHtml(row.label)}</td><td style="padding:6px 0;font-weight:bold;text-align:${align}">${escapeHtml(row.value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "link": {
      const url = safeUrl(block.url);
      return `<p style="margin:0 0 16px">${escapeHtml(block.before)}<a href="${escapeHtml(url)}" style="color:#2f7d4f">${escapeHtml(block.label)}</a>${escapeHtml(block.after)}</p>`;
    }
  }
}

export function renderHtml(doc: EmailDocument): string {
  const align = doc.direction === "rtl" ? "right" : "left";
  const body = doc.blocks.map((block) => htmlOf(block, align)).join("");
  return `<!doctype html><html lang="${escapeHtml(doc.locale)}" dir="${doc.direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.subject)}</title></head><body style="margin:0;padding:0;background:#f5f7f6"><div dir="${doc.direction}" style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;text-align:${align};${font}">${body}</div></body></html>`;
}

export function renderEmail(doc: EmailDocument): EmailContent {
  return { subject: doc.subject, text: renderText(doc), html: renderHtml(doc) };
}
