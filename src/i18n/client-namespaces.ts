/**
 * Message namespaces that client components read. Only these are sent to the browser;
 * everything else is rendered on the server and never shipped as JSON.
 */
export const clientNamespaces = ["common", "errorPage", "header", "menu", "legal", "consent", "contact", "unavailable", "formErrors", "trackers"] as const;

export function pickClientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(clientNamespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
