/**
 * What the stored HTML of a mail may do when staff look at it: nothing but show itself. The
 * page draws it in an `<iframe sandbox srcdoc>` (no scripts, no forms, an opaque origin, no
 * pop-ups); this policy, put first in the document, also keeps it from loading anything (no
 * remote images, so no tracking pixel learns that the mail was read) and from submitting.
 */
export const mailPreviewPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'; base-uri 'none'";

/**
 * The mail's HTML as the preview frame's document: the policy above and `<base target="_blank">`
 * at the start of its head, so a click on a link asks for a new window, which the sandbox
 * refuses — a staff member never follows a customer's sign-in link by accident.
 */
export function mailPreviewDocument(html: string): string {
  const guard = `<meta http-equiv="Content-Security-Policy" content="${mailPreviewPolicy}"><base target="_blank">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + guard + html.slice(head.index + head[0].length);
  const opening = /<html(\s[^>]*)?>/i.exec(html);
  if (opening) {
    const at = opening.index + opening[0].length;
    return `${html.slice(0, at)}<head>${guard}</head>${html.slice(at)}`;
  }
  return `<!doctype html><html><head>${guard}</head><body>${html}</body></html>`;
}
