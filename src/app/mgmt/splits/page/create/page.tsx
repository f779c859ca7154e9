import { CreateSplitView } from "@/features/split-admin/components/create-split-view";
import { splitLabels } from "@/features/split-admin/server/split-labels";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

/** A new page-level split (docs/split-admin.md). */
export default async function CreatePageSplitPage() {
  await requireStaff("splits:edit", "/mgmt/splits/page/create");
  const t = mgmtTranslator("splitAdmin");
  return <CreateSplitView kind="page-split" title={t("newPageSplitTitle")} back={t("back")} labels={splitLabels()} />;
}
