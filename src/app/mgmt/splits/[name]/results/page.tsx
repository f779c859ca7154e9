import { notFound } from "next/navigation";
import { SplitResultsView } from "@/features/split-results/components/split-results-view";
import { querySplitResults } from "@/features/split-results/server/query-split-results";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { getDb } from "@/server/db/client";

/** The results of one split test (docs/split-results.md); the minimum effect is editable with splits:edit. */
export default async function SplitResultsPage({ params }: PageProps<"/mgmt/splits/[name]/results">) {
  const { name } = await params;
  const staff = await requireStaff("splits:read", `/mgmt/splits/${encodeURIComponent(name)}/results`);
  if (name.length === 0 || name.length > 200) notFound();
  const view = await querySplitResults(await getDb(), name, new Date());
  if (!view) notFound();
  return <SplitResultsView view={view} canEdit={roleAllows(staff.role, "splits:edit")} />;
}
