import "server-only";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import { maskEmail } from "@/features/staff/domain/mask-email";
import { emailFingerprint } from "@/features/staff/server/email-fingerprint";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { SupportSearch } from "@/features/support-proxy/domain/search-query";
import type { Db } from "@/server/db/db-type";
import type { FoundCustomer } from "./find-customer";

/**
 * Audits one support search (`support.search`, entity `customer`: the customer found, else
 * `none`). A searched address is kept only masked (`a***@example.com`) with its fingerprint,
 * never as typed; a searched id is kept whole (docs/support-proxy.md, "Privacy").
 */
export async function auditSupportSearch(
  db: Db,
  input: { staff: StaffMember; requestId: string; search: Extract<SupportSearch, { kind: "email" | "id" }>; found: FoundCustomer | null },
): Promise<void> {
  const query =
    input.search.kind === "email"
      ? { by: "email", emailMasked: maskEmail(input.search.email), emailFingerprint: emailFingerprint(input.search.email) }
      : { by: "id", id: input.search.id };
  await recordAudit(db, {
    staff: { id: input.staff.id, email: input.staff.email },
    action: "support.search",
    entityType: "customer",
    entityId: input.found?.uuid ?? "none",
    after: { ...query, found: input.found ? input.found.matchedBy : false },
    requestId: input.requestId,
  });
}
