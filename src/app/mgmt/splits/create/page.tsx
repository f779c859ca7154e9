import { CreateSplitView } from "@/features/split-admin/components/create-split-view";
import { splitLabels } from "@/features/split-admin/server/split-labels";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

/** A new split test (docs/split-admin.md). */
export default async function CreateSplitPage() {
  await requireStaff("splits:edit", "/mgmt/splits/create");
  const t = mgmtTranslator("splitAdmin");
  return <CreateSplitView kind="split" title={t("newSplitTitle")} back={t("back")} labels={splitLabels()} />;
}
