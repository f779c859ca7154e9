import { z } from "zod";

const uuid = z.uuid();

/** What the outbox list was asked for in its address: `?email=` and the page's `?before=`. */
export type OutboxListQuery = { email?: string; before?: string };

/**
 * Reads the outbox list's query (docs/email.md, "The outbox"): `email` is searched as a part of
 * the recipient, ignoring case (trimmed; empty means every mail); `before` is the id of the last
 * mail of the previous page. Anything else, or a malformed value, is ignored.
 */
export function parseOutboxQuery(params: Record<string, string | string[] | undefined>): OutboxListQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const email = first(params.email)?.trim().slice(0, 254) ?? "";
  const before = first(params.before);
  return {
    ...(email ? { email } : {}),
    ...(before && uuid.safeParse(before).success ? { before: before.toLowerCase() } : {}),
  };
}

/** The address of a page of the list: the search kept, `before` for the next page. */
export function outboxListHref(query: OutboxListQuery): string {
  const params = new URLSearchParams();
  if (query.email) params.set("email", query.email);
  if (query.before) params.set("before", query.before);
  const search = params.toString();
  return search ? `/mgmt/outbox?${search}` : "/mgmt/outbox";
}

export function isOutboxMailId(value: string): boolean {
  return uuid.safeParse(value).success;
}
