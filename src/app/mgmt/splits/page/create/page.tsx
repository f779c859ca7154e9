import Link from "next/link";
import { SplitEditorShell } from "@/features/split-admin/components/split-editor-shell";
import { splitLabels } from "@/features/split-admin/server/split-labels";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

/** A new page-level split: saved as a draft, started from its own page (docs/split-admin.md). */
export default async function CreatePageSplitPage() {
  await requireStaff("splits:edit", "/mgmt/splits/page/create");
  const t = mgmtTranslator("splitAdmin");
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <Link href="/mgmt/splits" className="text-sm text-primary underline">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{t("newPageSplitTitle")}</h1>
      <SplitEditorShell
        isNew
        version={0}
        changes={[]}
        canEdit
        labels={splitLabels()}
        content={{
          kind: "page-split",
          status: "draft",
          config: { name: "", group: { paths: ["/"], condition: "", coverage: 100, options: [{ id: "a", url: "/", weight: 50 }, { id: "b", url: "/", weight: 50 }] } },
        }}
      />
    </main>
  );
}
