import { z } from "zod";

/**
 * What staff typed in the support search (docs/support-proxy.md, "Search"): an e-mail address
 * (matched exactly, case aside), or a UUID — a customer's id or an order's id, both exact.
 * Anything else is refused before the database is asked.
 */
export type SupportSearch = { kind: "email"; email: string } | { kind: "id"; id: string } | { kind: "invalid" } | { kind: "empty" };

const emailSchema = z.email();
const uuidSchema = z.uuid();

export function parseSupportSearch(raw: string | null | undefined): SupportSearch {
  const text = (raw ?? "").trim();
  if (!text) return { kind: "empty" };
  if (text.length > 320) return { kind: "invalid" };
  if (uuidSchema.safeParse(text.toLowerCase()).success) return { kind: "id", id: text.toLowerCase() };
  if (emailSchema.safeParse(text).success) return { kind: "email", email: text.toLowerCase() };
  return { kind: "invalid" };
}
