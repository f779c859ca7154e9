import "server-only";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { Db } from "@/server/db/db-type";
import { exportCustomerData, exportSections, type CustomerExport } from "./export-customer-data";

/**
 * A customer's export for a staff member (docs/privacy.md, "Export"): read, then audited as
 * `privacy.export` with the reason and the sections' sizes (never their content). Null when
 * no customer has the id (nothing audited).
 */
export async function exportForStaff(
  db: Db,
  input: {
    userUuid: string;
    staff: Pick<StaffMember, "id" | "email">;
    reason: string;
    requestId: string;
    now: Date;
  },
): Promise<CustomerExport | null> {
  const data = await exportCustomerData(db, input.userUuid, input.now);
  if (!data) return null;
  const sizes = Object.fromEntries(
    exportSections.map((section) => [section, JSON.stringify(data[section]).length]),
  );
  await recordAudit(db, {
    staff: input.staff,
    action: "privacy.export",
    entityType: "customer",
    entityId: input.userUuid,
    after: { sections: sizes },
    reason: input.reason,
    requestId: input.requestId,
    at: input.now,
  });
  return data;
}

/** The download's file name: the customer's id and the day, never the address. */
export function exportFileName(userUuid: string, now: Date): string {
  return `platewise-customer-${userUuid}-${now.toISOString().slice(0, 10)}.json`;
}
