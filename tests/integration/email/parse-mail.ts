/**
 * Reads back what an SMTP server received: headers (unfolded, encoded words decoded) and the
 * text and HTML parts of a multipart/alternative message, decoded from quoted-printable or
 * base64. Just enough MIME for our own messages.
 */
export type ParsedMail = {
  headers: Map<string, string>;
  text?: string;
  html?: string;
};

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  return { head: raw.slice(0, at), body: raw.slice(at + 4) };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const mail: ParsedMail = { headers };
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => p.replace(/^\r\n/, "").replace(/\r\n$/, ""))
    : [`${head}\r\n\r\n${body}`];
  for (const part of parts) {
    const { head: partHead, body: partBody } = splitHead(part);
    const partHeaders = parseHeaders(partHead);
    const type = partHeaders.get("content-type") ?? "";
    const decoded = decodeBody(partBody, partHeaders.get("content-transfer-encoding"));
    if (type.startsWith("text/plain")) mail.text = decoded.replace(/\r\n/g, "\n");
    if (type.startsWith("text/html")) mail.html = decoded.replace(/\r\n/g, "\n");
  }
  return mail;
}
