import Link from "next/link";
import { notFound } from "next/navigation";
import { PackageEditor } from "@/features/package-admin/components/package-editor";
import { TaxDisplayNote } from "@/features/package-admin/components/tax-display-note";
import { contentToForm } from "@/features/package-admin/domain/package-form";
import { listPackageSetSummaries, readPackageForEditor } from "@/features/package-admin/server/package-admin-store";
import { setOptions } from "@/features/package-admin/server/package-editor-props";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** One price package's editor: read by every role, saved by growth and admin (docs/package-admin.md). */
export default async function PackagePage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff("packages:read", "/mgmt/packages/[id]");
  const t = mgmtTranslator("packageAdmin");
  const { id } = await params;
  if (!/^pp_[a-z0-9][a-z0-9_]{0,62}$/.test(id)) notFound();
  const db = await getDb();
  const [state, sets] = await Promise.all([readPackageForEditor(db, id), listPackageSetSummaries(db)]);
  if (!state.content) notFound();
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <Link href="/mgmt/packages" className="text-sm text-primary underline">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{t("editTitle", { id })}</h1>
      <PackageEditor
        key={id}
        form={contentToForm(state.content)}
        isNew={false}
        sold={state.sold}
        version={state.version}
        versions={state.versions.map((row) => ({ version: row.version, state: row.state, createdBy: row.createdBy, createdAt: row.createdAt.toISOString() }))}
        sets={setOptions(sets)}
        canEdit={roleAllows(staff.role, "packages:edit")}
        labels={mgmtPlainStrings("packageAdmin.editor", ["version"])}
        taxNote={<TaxDisplayNote />}
      />
    </main>
  );
}
