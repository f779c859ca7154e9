import Link from "next/link";
import { packageListColumns } from "@/features/package-admin/components/package-list-columns";
import { listPackagesForAdmin, listPackageSetSummaries } from "@/features/package-admin/server/package-admin-store";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";
import { buttonStyles } from "@/ui/button";
import { DataTable } from "@/ui/data-table";

/** The price packages and the package sets (docs/package-admin.md). */
export default async function PackagesPage() {
  const staff = await requireStaff("packages:read", "/mgmt/packages");
  const t = mgmtTranslator("packageAdmin");
  const db = await getDb();
  const [packages, sets] = await Promise.all([listPackagesForAdmin(db), listPackageSetSummaries(db)]);
  const canEdit = roleAllows(staff.role, "packages:edit");
  return (
    <main className="mx-auto max-w-[1200px] space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted">{t("intro")}</p>
      {canEdit ? (
        <Link href="/mgmt/packages/create" className={buttonStyles({ size: "small" })} data-testid="new-package">
          {t("list.new")}
        </Link>
      ) : (
        <p className="text-sm text-muted">{t("list.readOnly")}</p>
      )}
      <DataTable rows={packages} columns={packageListColumns(t as never)} rowKey={(row) => row.id} testId="package-list" rowAttributes={(row) => ({ "data-package": row.id })} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t("list.setsTitle")}</h2>
        <p className="text-sm text-muted">{t("list.setsIntro")}</p>
        <ul className="space-y-1 text-sm" data-testid="set-list">
          {sets.map((set) => (
            <li key={set.id}>
              <span className="font-mono">{set.id}</span>: <span className="font-mono">{set.packageIds.join(", ")}</span>
              {set.discount ? <span className="text-muted"> · {t("list.discountSet")}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
