import Link from "next/link";
import { notFound } from "next/navigation";
import { SplitEditorShell } from "@/features/split-admin/components/split-editor-shell";
import { readSplitEditor } from "@/features/split-admin/server/split-admin-store";
import { loadInstructionChoices } from "@/features/split-admin/server/instruction-targets";
import { splitLabels } from "@/features/split-admin/server/split-labels";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** One split test: editor, start / stop and change log with rollback (docs/split-admin.md). */
export default async function SplitEditorPage({ params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const staff = await requireStaff("splits:read", `/mgmt/splits/${encodeURIComponent(name)}`);
  const t = mgmtTranslator("splitAdmin");
  const db = await getDb();
  const [data, choices] = await Promise.all([readSplitEditor(db, "split", name), loadInstructionChoices(db)]);
  if (!data) notFound();
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link href="/mgmt/splits" className="text-primary underline">
          {t("back")}
        </Link>
        <Link href={`/mgmt/splits/${encodeURIComponent(name)}/results`} className="text-primary underline" data-testid="split-results-link">
          {t("results")} ({data.exposures})
        </Link>
      </div>
      <h1 className="text-2xl font-bold break-all">{t("editSplitTitle", { name })}</h1>
      <SplitEditorShell isNew={false} content={data.live} version={data.version} changes={data.changes} canEdit={roleAllows(staff.role, "splits:edit")} labels={splitLabels()} choices={choices} />
    </main>
  );
}
