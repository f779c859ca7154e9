import { AddStaffForm, type AddStaffLabels } from "@/features/staff/components/add-staff-form";
import { StaffRoleForm } from "@/features/staff/components/staff-role-form";
import { isStaffRole } from "@/features/staff/domain/roles";
import { listStaff } from "@/features/staff/server/list-staff";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** Admins only: add a staff account; every staff account, its role and whether two-factor is on. */
export default async function StaffListPage() {
  const me = await requireStaff("staff:manage", "/mgmt/account/staff");
  const t = mgmtTranslator("staff");
  const staff = await listStaff(await getDb());
  const labels = { role: t("list.role"), save: t("list.save"), saved: t("list.saved"), self: t("list.self"), failed: t("list.failed") };
  return (
    <main className="mx-auto max-w-[860px] space-y-6 px-4 py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("list.title")}</h1>
        <p className="text-sm text-muted">{t("list.intro")}</p>
      </header>
      <AddStaffForm labels={mgmtPlainStrings("staff.add", ["email"]) as AddStaffLabels} />
      <table className="w-full text-start text-sm" data-testid="staff-list">
        <thead>
          <tr className="border-b border-line">
            <th className="py-2 text-start">{t("list.email")}</th>
            <th className="py-2 text-start">{t("list.role")}</th>
            <th className="py-2 text-start">{t("list.twoFactor")}</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member.id} className="border-b border-line">
              <td className="py-2">{member.email}</td>
              <td className="py-2">
                {isStaffRole(member.role) ? <StaffRoleForm staffId={member.id} role={member.role} isSelf={member.id === me.id} labels={labels} /> : member.role}
              </td>
              <td className="py-2">{member.twoFactorEnabled ? t("list.on") : t("list.off")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
