import { CreateSplitView } from "@/features/split-admin/components/create-split-view";
import { loadInstructionChoices } from "@/features/split-admin/server/instruction-targets";
import { splitLabels } from "@/features/split-admin/server/split-labels";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** A new split test (docs/split-admin.md). */
export default async function CreateSplitPage() {
  await requireStaff("splits:edit", "/mgmt/splits/create");
  const t = mgmtTranslator("splitAdmin");
  const choices = await loadInstructionChoices(await getDb());
  return <CreateSplitView kind="split" title={t("newSplitTitle")} back={t("back")} labels={splitLabels()} choices={choices} />;
}
