import "server-only";
import { z } from "zod";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import type { SearchAnswer } from "@/features/support-proxy/domain/act-rules";
import { parseSupportSearch } from "@/features/support-proxy/domain/search-query";
import { auditSupportSearch } from "@/features/support-proxy/server/audit-search";
import { findCustomer } from "@/features/support-proxy/server/find-customer";

const input = z.object({ query: z.string().max(320) });

/**
 * Finds one customer by e-mail, customer id or order id, exact matches only (docs/support-proxy.md,
 * "Search"). Posted, so an address never lands in a URL or an access log. Each search is
 * audited, an address only masked with its fingerprint.
 */
export const definition: StaffActionDefinition<typeof input, SearchAnswer> = {
  name: "support-proxy-search",
  permission: "support-proxy:act",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: async ({ input: { query }, db, staff, requestId }) => {
    const search = parseSupportSearch(query);
    if (search.kind === "invalid" || search.kind === "empty") return { kind: "invalid" };
    const found = await findCustomer(db, search);
    await auditSupportSearch(db, { staff, requestId, search, found });
    return found ? { kind: "found", uuid: found.uuid, email: found.email, matchedBy: found.matchedBy } : { kind: "none" };
  },
};
