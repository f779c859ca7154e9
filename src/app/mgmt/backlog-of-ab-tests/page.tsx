import Link from "next/link";
import { BacklogTable, backlogHref } from "@/features/ab-backlog/components/backlog-table";
import { HypothesisForm } from "@/features/ab-backlog/components/hypothesis-form";
import { HYPOTHESIS_STATUSES, parseHypothesisSort, parseStatusFilter } from "@/features/ab-backlog/domain/hypothesis";
import { listHypotheses, listSplitNames } from "@/features/ab-backlog/server/backlog-store";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** The A/B-test backlog: hypotheses by ICE score, a status filter, and a new one (docs/ab-backlog.md). */
export default async function BacklogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("backlog:read", "/mgmt/backlog-of-ab-tests");
  const t = mgmtTranslator("backlog");
  const query = await searchParams;
  const sort = parseHypothesisSort(query.hypothesisSort);
  const status = parseStatusFilter(query.status);
  const db = await getDb();
  const [rows, splitNames] = await Promise.all([listHypotheses(db, { sort, status }), listSplitNames(db)]);
  const labels = mgmtPlainStrings("backlog.table", []);
  const canEdit = roleAllows(staff.role, "backlog:edit");
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted">{t("intro")}</p>
      <nav className="flex flex-wrap gap-2 text-sm" aria-label={t("filter")} data-testid="status-filter">
        <Link href={backlogHref(sort, null)} className={status === null ? "font-semibold" : "text-primary underline"} aria-current={status === null ? "page" : undefined}>
          {t("all")}
        </Link>
        {HYPOTHESIS_STATUSES.map((value) => (
          <Link key={value} href={backlogHref(sort, value)} className={status === value ? "font-semibold" : "text-primary underline"} aria-current={status === value ? "page" : undefined}>
            {labels[`status_${value}`]}
          </Link>
        ))}
      </nav>
      <BacklogTable
        rows={rows.map((row) => ({ ...row }))}
        sort={sort}
        status={status}
        labels={labels}
      />
      {canEdit ? (
        <section className="space-y-3 rounded-md border border-line p-4">
          <h2 className="text-lg font-semibold">{t("newTitle")}</h2>
          <HypothesisForm
            mode="create"
            initial={{ title: "", problem: "", change: "", expectedEffect: "", metric: "", impact: "5", confidence: "5", ease: "5", ownerEmail: staff.email, splitName: "" }}
            version={0}
            splitNames={splitNames}
            labels={mgmtPlainStrings("backlog.form", ["score", "version"])}
          />
        </section>
      ) : (
        <p className="text-sm text-muted" data-testid="read-only">
          {t("readOnly")}
        </p>
      )}
    </main>
  );
}
