import Link from "next/link";
import { notFound } from "next/navigation";
import { SplitEditorShell } from "@/features/split-admin/components/split-editor-shell";
import { readSplitEditor } from "@/features/split-admin/server/split-admin-store";
import { splitLabels } from "@/features/split-admin/server/split-labels";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** One page-level split: editor, start / stop and change log with rollback (docs/split-admin.md). */
export default async function PageSplitEditorPage({ params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const staff = await requireStaff("splits:read", `/mgmt/splits/page/${encodeURIComponent(name)}`);
  const t = mgmtTranslator("splitAdmin");
  const data = await readSplitEditor(await getDb(), "page-split", name);
  if (!data) notFound();
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link href="/mgmt/splits" className="text-primary underline">
          {t("back")}
        </Link>
        <Link href={`/mgmt/splits/${encodeURIComponent(name)}/results`} className="text-primary underline">
          {t("results")} ({data.exposures})
        </Link>
      </div>
      <h1 className="text-2xl font-bold break-all">{t("editPageSplitTitle", { name })}</h1>
      <SplitEditorShell isNew={false} content={data.live} version={data.version} changes={data.changes} canEdit={roleAllows(staff.role, "splits:edit")} labels={splitLabels()} />
    </main>
  );
}
