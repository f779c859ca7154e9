import Link from "next/link";
import { PackageEditor } from "@/features/package-admin/components/package-editor";
import { TaxDisplayNote } from "@/features/package-admin/components/tax-display-note";
import { blankPackageForm } from "@/features/package-admin/domain/package-form";
import { listPackageSetSummaries } from "@/features/package-admin/server/package-admin-store";
import { setOptions } from "@/features/package-admin/server/package-editor-props";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** A new price package (docs/package-admin.md). */
export default async function CreatePackagePage() {
  await requireStaff("packages:edit", "/mgmt/packages/create");
  const t = mgmtTranslator("packageAdmin");
  const sets = await listPackageSetSummaries(await getDb());
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <Link href="/mgmt/packages" className="text-sm text-primary underline">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{t("newTitle")}</h1>
      <PackageEditor
        form={blankPackageForm()}
        isNew
        sold={false}
        version={0}
        versions={[]}
        sets={setOptions(sets)}
        canEdit
        labels={mgmtPlainStrings("packageAdmin.editor", ["version"])}
        taxNote={<TaxDisplayNote />}
      />
    </main>
  );
}
