import Link from "next/link";
import { notFound } from "next/navigation";
import { HypothesisForm } from "@/features/ab-backlog/components/hypothesis-form";
import { StatusButtons } from "@/features/ab-backlog/components/status-buttons";
import { listSplitNames, readHypothesis } from "@/features/ab-backlog/server/backlog-store";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** One hypothesis: its fields, its status buttons and its history (docs/ab-backlog.md). */
export default async function HypothesisPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff("backlog:read", "/mgmt/backlog-of-ab-tests/[id]");
  const t = mgmtTranslator("backlog");
  const db = await getDb();
  const state = await readHypothesis(db, (await params).id);
  if (!state) notFound();
  const { hypothesis: h } = state;
  const table = mgmtPlainStrings("backlog.table", []);
  const canEdit = roleAllows(staff.role, "backlog:edit");
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <Link href="/mgmt/backlog-of-ab-tests?hypothesisSort=desc" className="text-sm text-primary underline">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{h.title}</h1>
      <dl className="grid gap-2 text-sm sm:grid-cols-4" data-testid="hypothesis-facts">
        <div>
          <dt className="text-muted">{table.status}</dt>
          <dd className="font-semibold" data-testid="hypothesis-status">{table[`status_${h.status}`]}</dd>
        </div>
        <div>
          <dt className="text-muted">{table.score}</dt>
          <dd className="font-mono">{h.score}</dd>
        </div>
        <div>
          <dt className="text-muted">{table.split}</dt>
          <dd>
            {h.splitName ? (
              <Link href={`/mgmt/splits/${encodeURIComponent(h.splitName)}/results`} className="text-primary underline" data-testid="split-link">
                {h.splitName}
              </Link>
            ) : (
              "—"
            )}
          </dd>
        </div>
        {h.status === "concluded" && h.outcome ? (
          <div>
            <dt className="text-muted">{table.outcome}</dt>
            <dd>
              <span className="font-semibold">{table[`outcome_${h.outcome}`]}</span> {h.learning}
            </dd>
          </div>
        ) : null}
      </dl>
      {canEdit ? (
        <>
          <StatusButtons id={h.id} status={h.status} version={state.version} labels={mgmtPlainStrings("backlog.status", [])} />
          <HypothesisForm
            key={h.id}
            mode="edit"
            id={h.id}
            initial={{
              title: h.title,
              problem: h.problem,
              change: h.change,
              expectedEffect: h.expectedEffect,
              metric: h.metric,
              impact: String(h.impact),
              confidence: String(h.confidence),
              ease: String(h.ease),
              ownerEmail: h.ownerEmail,
              splitName: h.splitName ?? "",
            }}
            version={state.version}
            splitNames={await listSplitNames(db)}
            labels={mgmtPlainStrings("backlog.form", ["score", "version"])}
          />
        </>
      ) : (
        <dl className="space-y-2 text-sm" data-testid="read-only">
          {(["problem", "change", "expectedEffect", "metric"] as const).map((key) => (
            <div key={key}>
              <dt className="text-muted">{t(`fields.${key}`)}</dt>
              <dd>{h[key] || "—"}</dd>
            </div>
          ))}
        </dl>
      )}
      <section className="space-y-2">
        <h2 className="font-semibold">{t("history")}</h2>
        <ol className="space-y-1 text-sm" data-testid="version-history">
          {state.versions.map((row) => (
            <li key={row.version} className="border-b border-line py-1 text-muted">
              <span className="font-mono text-fg">v{row.version}</span> {row.createdBy} · {row.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
