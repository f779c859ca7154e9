import Link from "next/link";
import { StatusBadge } from "@/features/split-admin/components/split-status-panel";
import type { SplitStatusValue } from "@/features/split-admin/domain/split-admin-schemas";
import { SplitSimulator } from "@/features/split-admin/components/split-simulator";
import { splitLabels } from "@/features/split-admin/server/split-labels";
import { listSplitsOverview } from "@/features/split-admin/server/split-admin-store";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";
import { DataTable, ListSection, type DataColumn } from "@/ui/data-table";

/** Split tests and page-level splits with status and exposures, and the simulator (docs/split-admin.md). */
export default async function SplitsPage() {
  const staff = await requireStaff("splits:read", "/mgmt/splits");
  const t = mgmtTranslator("splitAdmin");
  const labels = splitLabels();
  const canEdit = roleAllows(staff.role, "splits:edit");
  const overview = await listSplitsOverview(await getDb());
  const link = "text-primary underline";
  const newLink = (href: string, text: string, testId: string) => (
    <Link href={href} className="inline-block rounded-full bg-primary px-4 py-1 text-on-primary" data-testid={testId}>
      {text}
    </Link>
  );
  type Listed = { name: string; status: SplitStatusValue; exposures: number };
  const nameColumn = (editHref: (name: string) => string): DataColumn<Listed> => ({
    key: "name",
    header: t("colName"),
    className: "font-mono break-all",
    cell: (split) => (
      <Link className={link} href={editHref(split.name)}>
        {split.name}
      </Link>
    ),
  });
  // Status, exposures and the results link end both tables.
  const tail: DataColumn<Listed>[] = [
    { key: "status", header: t("colStatus"), cell: (split) => <StatusBadge status={split.status} labels={labels} /> },
    {
      key: "exposures",
      header: t("colExposures"),
      align: "end",
      cell: (split) => split.exposures,
      cellAttributes: (split) => ({ "data-testid": "split-exposures", "data-count": split.exposures }),
    },
    {
      key: "results",
      align: "end",
      className: "whitespace-nowrap",
      cell: (split) => (
        <Link className={link} href={`/mgmt/splits/${encodeURIComponent(split.name)}/results`} data-testid="split-results-link">
          {t("results")}
        </Link>
      ),
    },
  ];
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted">{t("intro")}</p>
      </header>
      <ListSection
        title={t("splitsHeading")}
        newLink={canEdit ? newLink("/mgmt/splits/create", t("newSplit"), "new-split") : null}
        empty={overview.splits.length === 0 ? <p className="text-sm text-muted">{t("noSplits")}</p> : null}
      >
        <DataTable
          testId="splits-table"
          rows={overview.splits}
          rowKey={(split) => split.name}
          rowAttributes={(split) => ({ "data-testid": "split-row", "data-name": split.name })}
          columns={[
            nameColumn((name) => `/mgmt/splits/${encodeURIComponent(name)}`),
            { key: "step", header: t("colStep"), cell: (split) => split.step },
            { key: "participants", header: t("colParticipants"), align: "end", cell: (split) => `${split.participantPercentage}%` },
            { key: "groups", header: t("colGroups"), cell: (split) => split.groups.map((percent) => `${percent}%`).join(" / ") },
            ...tail,
          ]}
        />
      </ListSection>
      <ListSection
        title={t("pageSplitsHeading")}
        newLink={canEdit ? newLink("/mgmt/splits/page/create", t("newPageSplit"), "new-page-split") : null}
        empty={overview.pageSplits.length === 0 ? <p className="text-sm text-muted">{t("noPageSplits")}</p> : null}
      >
        <DataTable
          testId="page-splits-table"
          rows={overview.pageSplits}
          rowKey={(split) => split.name}
          rowAttributes={(split) => ({ "data-testid": "page-split-row", "data-name": split.name })}
          columns={[
            nameColumn((name) => `/mgmt/splits/page/${encodeURIComponent(name)}`),
            { key: "paths", header: t("colPaths"), className: "font-mono text-xs break-all", cell: (split) => split.paths.join(", ") },
            { key: "coverage", header: t("colCoverage"), align: "end", cell: (split) => `${split.coverage}%` },
            { key: "options", header: t("colOptions"), className: "text-xs", cell: (split) => split.options.join(", ") },
            ...tail,
          ]}
        />
      </ListSection>
      <section className="space-y-3 rounded-lg border border-line p-4">
        <h2 className="text-lg font-semibold">{t("simulatorHeading")}</h2>
        <p className="text-sm text-muted">{t("simulatorIntro")}</p>
        <SplitSimulator labels={labels} defaultVisitorId="simulated-visitor-1" />
      </section>
    </main>
  );
}
